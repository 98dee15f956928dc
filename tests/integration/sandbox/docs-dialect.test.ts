import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server';
import { cases, corpus, routedOperation, send } from './docs-dialect-requests';
import { EXTRA_KEYS, ID_KEYED, NULLABLE, shapeDifferences } from './docs-dialect-shape';
import { startSandbox } from './helpers';

/**
 * The sandbox answers in the service's documented dialect: for every corpus entry
 * (tests/fixtures/service-docs) with a documented 2xx body whose operation the sandbox routes, the same
 * request (with fixture ids) goes to a started sandbox over HTTP and the answer's SHAPE must match the
 * documented body: same keys (or, where the stored page is truncated, at least the documented ones), same
 * JSON types, array items shaped like the documented item. Cases come from the corpus, so a new file is
 * tested as soon as it lands (its request falls back to the docs' own request). The requests are in
 * docs-dialect-requests.ts, the comparer and its allowances in docs-dialect-shape.ts, the documented errors in
 * docs-dialect-errors.test.ts.
 */

/**
 * Corpus operations the sandbox does not route (the console does not use them). Kept as a list so a new
 * corpus file shows up here, and so the report can say what is not compared.
 */
const NOT_ROUTED: string[] = [
  // Both webhook subscription paths are routed (subscribeWebhook, subscribeWebhookLegacy); neither page
  // documents a response body, so nothing is compared for either.
];

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('the shape comparer', () => {
  const exact = { exact: true };
  it('compares key sets, JSON types and array items', () => {
    expect(shapeDifferences({ a: 1, b: [{ c: 'x' }] }, { a: 2, b: [{ c: 'y' }] }, exact)).toEqual([]);
    expect(shapeDifferences({ a: '1' }, { a: 2 }, exact)).toEqual(['a: string, documented number']);
    expect(shapeDifferences({ a: 1, z: 0 }, { a: 2 }, exact)).toEqual([
      '(root): extra key "z" not in the docs',
    ]);
    expect(shapeDifferences({ a: 1, z: 0 }, { a: 2 }, { exact: false })).toEqual([]);
    expect(shapeDifferences({}, { a: 2 }, { exact: false })).toEqual(['(root): missing documented key "a"']);
    expect(shapeDifferences([{ a: 1 }, { a: 'x' }], [{ a: 1 }], exact)).toEqual([
      '[].a: string, documented number',
    ]);
    expect(shapeDifferences({ total: 1, data: [] }, [{ a: 1 }], exact)).toEqual([
      '(root): object, documented array',
    ]);
    expect(shapeDifferences({ a: null }, { a: 'x' }, { exact: true, nullable: (p) => p === 'a' })).toEqual(
      [],
    );
  });
});

describe('corpus coverage', () => {
  it('lists the corpus operations the sandbox does not route', () => {
    const notRouted = corpus
      .filter((op) => !routedOperation(op))
      .map((op) => `${op.method} ${op.path} (${op.file})`)
      .sort();
    expect(notRouted).toEqual([...NOT_ROUTED].sort());
  });

  it('compares at least the documented operations the console uses', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBeGreaterThanOrEqual(18);
  });
});

describe('the sandbox answers in the documented dialect', () => {
  it.each(cases)('$label', async ({ name, op, response }) => {
    const reply = await send(sandbox, name, op.requests[0]);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 400)).toBe(response.status);
    const keyed = ID_KEYED.includes(name);
    const values = (v: unknown) => Object.values(v as Record<string, unknown>);
    const problems = shapeDifferences(
      keyed ? values(reply.body) : reply.body,
      keyed ? values(response.body) : response.body,
      {
        exact: op.truncated === null,
        extra: (path) =>
          EXTRA_KEYS.filter((e) => e.operations.includes(name) && e.path === path).flatMap((e) => e.keys),
        nullable: (path) => NULLABLE.some((n) => n.operations.includes(name) && n.paths.includes(path)),
      },
    );
    expect(problems).toEqual([]);
  });
});
