import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operations, type OperationName } from '@shared/contract/operations';
import type { SeenRequest } from '../../integration/api/helpers';
import {
  API_KEY,
  call,
  coveredEntries,
  docsParams,
  invokeRequest,
  replayClient,
  startReplayServer,
  TOKEN,
  WHITELABEL_HOST,
  type ReplayServer,
} from '../../helpers/docs-replay';
import type { DocsOperation, DocsRequest } from '../../helpers/service-docs';

/**
 * Every documented request of every console operation: the console's own input schema accepts it, and what
 * the client puts on the wire (seen by a loopback server) is what the docs show: method, path with its
 * params, the family's headers, the query (lists comma-joined) and the JSON body.
 */

/**
 * Documented requests the console refuses on purpose, each with the reason. The test checks that they are
 * refused before anything is sent.
 */
const refused: Record<string, string> = {
  // The page's overview says "At least one of email or phone must be provided" (and public-contracts agrees);
  // its generated curl sends neither. The console keeps the real rule.
  'account/lookupUserByEmailOrPhone.json#docs curl example': 'email or a phone number',
  // The three pages say "Provide either subscriptionId OR userId + mangoId"; their generated curls send `{}`
  // (refund: only `action`). The console keeps the rule and says what to give.
  'subscription/grantSubscriptionAccess.json#docs curl example': 'subscriptionId, or userId and mangoId',
  'subscription/revokeSubscriptionAccess.json#docs curl example': 'subscriptionId, or userId and mangoId',
  'subscription/refundSubscription.json#docs curl example': 'subscriptionId, or userId and mangoId',
  // "mangoId is required; either userId or userEmail must be provided" (Important Notes); the curl sends
  // only mangoId.
  'integration/revoke-user.json#docs curl example': 'userId or userEmail',
};

/**
 * Operations whose documented requests belong to other work: the webhook subscription (its schema, route and
 * the docs' newer path /api/v1/integration/webhook/webhook are the webhook issue's; its documented bodies
 * are placeholders such as "<your webhook url>").
 */
const otherWork: Record<string, string> = {
  subscribeWebhook: 'webhook subscription: owned by the webhook work, its documented bodies are placeholders',
  subscribeWebhookLegacy: 'webhook subscription (legacy path): its documented bodies are placeholders too',
};

/**
 * Corpus artefacts repaired before replay, each with the reason: the stored copy of the oldest migrate-user
 * page shows an e-mail obfuscated by the page host ("[email protected]").
 */
function repaired(op: DocsOperation, request: DocsRequest): DocsRequest {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && body['email'] === '[email protected]') {
    return { ...request, body: { ...body, email: 'john@example.com' } };
  }
  return request;
}

const cases = coveredEntries().flatMap((op) =>
  op.requests.map((request) => ({
    label: `${op.file}#${request.name}`,
    op,
    request: repaired(op, request),
  })),
);
const ours = cases.filter((c) => !otherWork[c.op.consoleOperation]);

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(async () => {
  await replay.close();
});

/** Sends a documented request through the client and returns what reached the server. */
async function send(op: DocsOperation, request: DocsRequest) {
  replay.answer({ status: 200, body: {} });
  const client = replayClient(replay.server.url);
  try {
    const result = await call(client, op.consoleOperation as OperationName, invokeRequest(op, request));
    return { result, seen: [...replay.server.requests] };
  } finally {
    await client.close();
  }
}

/** The docs' query as strings: arrays comma-joined, as the service documents lists. */
function documentedQuery(query: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.map(String).join(',') : String(value as string | number);
  }
  return out;
}

/** The documented path with its `{param}` placeholders filled as the client fills them. */
function documentedPath(op: DocsOperation, request: DocsRequest): string {
  const params = docsParams(op, request);
  return (op.path ?? '').replace(/\{([A-Za-z]+)\}/g, (_, name: string) => params[name] ?? name);
}

function expectFamilyHeaders(op: DocsOperation, seen: SeenRequest): void {
  const family = operations[op.consoleOperation as OperationName].family;
  const h = seen.headers;
  if (family === 'integration') {
    expect(h['x-api-key']).toBe(API_KEY);
    expect(h['authorization']).toBeUndefined();
    expect(h['x-whitelabel-host']).toBeUndefined();
  } else {
    expect(h['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(h['x-whitelabel-host']).toBe(WHITELABEL_HOST);
    expect(h['x-api-key']).toBeUndefined();
  }
  if (family === 'workshop') expect(h['x-timezone-offset']).toMatch(/^-?\d+$/);
  // Every header the docs page lists for the operation (a trailing "(optional)" is not required).
  for (const line of op.headers) {
    if (/\(optional\)/.test(line)) continue;
    const [rawName, ...rest] = line.split(':');
    const name = (rawName ?? '').trim().toLowerCase();
    const value = rest.join(':').trim();
    if (name === 'accept' || name === 'accept-language' || name === 'cache-control' || name === 'connection')
      continue; // client-chosen transport headers, not part of the contract
    expect(h[name], `header ${name}`).toBeDefined();
    if (name === 'authorization') expect(h[name]).toMatch(new RegExp(`^${value}\\b`));
    else if (value) expect(h[name]).toContain(value);
  }
}

describe('documented requests', () => {
  it('lists every documented request: replayed, refused with a reason, or owned by other work', () => {
    const labels = cases.map((c) => c.label);
    for (const label of Object.keys(refused)) expect(labels).toContain(label);
    const skipped = cases.filter((c) => otherWork[c.op.consoleOperation]).map((c) => c.op.consoleOperation);
    expect([...new Set(skipped)].sort()).toEqual(Object.keys(otherWork).sort());
    expect(ours.length).toBeGreaterThan(15);
  });

  it.each(ours.filter((c) => !refused[c.label]))(
    '$label: accepted and sent as documented',
    async ({ op, request }) => {
      const descriptor = operations[op.consoleOperation as OperationName];
      // The console's own input schema accepts the documented request.
      if ('body' in descriptor) {
        const parsed = (descriptor.body as z.ZodType).safeParse(request.body ?? undefined);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      if ('query' in descriptor) {
        const parsed = (descriptor.query as z.ZodType).safeParse(request.query ?? {});
        expect(parsed.error?.issues ?? []).toEqual([]);
      }

      const { seen } = await send(op, request);
      expect(seen).toHaveLength(1);
      const wire = seen[0]!;
      const url = new URL(wire.url, 'http://127.0.0.1');
      expect(wire.method).toBe(op.method);
      expect(url.pathname).toBe(documentedPath(op, request));
      expect(Object.fromEntries(url.searchParams)).toEqual(documentedQuery(request.query));
      expectFamilyHeaders(op, wire);
      if (request.body === null || request.body === undefined) {
        expect(wire.body).toBe('');
      } else {
        expect(wire.headers['content-type']).toContain('application/json');
        expect(JSON.parse(wire.body)).toEqual(request.body);
      }
    },
  );

  it.each(ours.filter((c) => refused[c.label]))(
    '$label: refused before sending',
    async ({ label, op, request }) => {
      const { result, seen } = await send(op, request);
      expect(seen).toHaveLength(0);
      expect(result).toMatchObject({ ok: false, error: { kind: 'validation', outcome: 'not_sent' } });
      if (!result.ok) expect(result.error.message).toContain(refused[label]);
    },
  );
});

describe('requests the docs allow that the console used to refuse', () => {
  const entry = (name: OperationName) => coveredEntries().find((op) => op.consoleOperation === name)!;
  const sendBody = async (name: OperationName, request: DocsRequest) => send(entry(name), request);

  it('update course asks for DRM as settings.enableDRM, whether given so or as the older drm', async () => {
    for (const body of [{ settings: { enableDRM: true } }, { drm: true }]) {
      const { seen } = await sendBody('updateCourse', {
        name: 'drm',
        pathParams: { courseId: '61e97c146cf2b4d8c68f3a40' },
        body,
      });
      const sent = JSON.parse(seen[0]!.body) as Record<string, unknown>;
      expect(sent['settings']).toEqual({ enableDRM: true });
      // Only the documented form goes on the wire.
      expect(sent['drm']).toBeUndefined();
    }
    const { result, seen } = await sendBody('updateCourse', {
      name: 'drm disagreeing',
      pathParams: { courseId: '61e97c146cf2b4d8c68f3a40' },
      body: { drm: true, settings: { enableDRM: false } },
    });
    expect(seen).toHaveLength(0);
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('create Mango: a price is optional for paid types; a free Mango still takes none', async () => {
    const ok = await sendBody('createMango', {
      name: 'recurring',
      body: { title: 'Club', type: 'recurring', recurringType: 'monthly' },
    });
    expect(ok.seen).toHaveLength(1);
    const free = await sendBody('createMango', {
      name: 'free',
      body: { title: 'Free', type: 'free', price: 100 },
    });
    expect(free.seen).toHaveLength(0);
    expect(free.result).toMatchObject({ ok: false, error: { kind: 'validation' } });
    if (!free.result.ok) expect(free.result.error.message).toMatch(/free Mango takes no price/);
    const onetime = await sendBody('createMango', {
      name: 'one-time',
      body: { title: 'X', type: 'onetime', recurringType: 'monthly' },
    });
    expect(onetime.seen).toHaveLength(0);
  });

  it('subscriber counts: without mangoes no query is sent; with them, comma-joined', async () => {
    const none = await sendBody('mangoSubscriberCounts', { name: 'none', query: {} });
    expect(new URL(none.seen[0]!.url, 'http://x').search).toBe('');
    const some = await sendBody('mangoSubscriberCounts', {
      name: 'two',
      query: { mangoes: ['63b4079dcdca2403e8909ce2', '660e428aa4dcdc1ff9ff6d49'] },
    });
    expect(new URL(some.seen[0]!.url, 'http://x').searchParams.get('mangoes')).toBe(
      '63b4079dcdca2403e8909ce2,660e428aa4dcdc1ff9ff6d49',
    );
  });

  it('look up a user by a phone given as a number (the docs type it so)', async () => {
    const { seen } = await sendBody('lookupUser', { name: 'phone', query: { phone: 1234567890 } });
    expect(new URL(seen[0]!.url, 'http://x').searchParams.get('phone')).toBe('1234567890');
  });
});
