import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../src/shared/contract/operations';

/**
 * Architecture rule 1: the sandbox stands in for a service we do not own, so it answers with its own
 * serializers and never with the client's response schemas. From src/shared/contract it may import request
 * schemas (the query and body of an operation, to validate input), the route table and a few primitives
 * and constants; nothing else.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SANDBOX = join(ROOT, 'src/sandbox');
const CONTRACT = join(ROOT, 'src/shared/contract');

/** Names importable besides the request schemas: the route table, primitives, enums and constants of input. */
const ALLOWED = new Set([
  'operations',
  'OperationName',
  'OperationFamily',
  'ObjectId',
  'IsoDateTime',
  // Input vocabulary and limits the request side names.
  'weekdays',
  'Weekday',
  'CUSTOM_PLATFORM',
  'SERVICE_PLATFORM',
  'MAX_REMOTE_MEDIA_ITEMS',
  'WebhookEvent',
  'WebhookEventName',
]);

/**
 * Owned by the webhooks engineer (issue 15 brief: do not edit); their payload types are webhook deliveries,
 * not response schemas. Listed so the exception is visible.
 */
const NOT_OURS = new Set(['webhooks.ts', 'control/events.ts', 'control/events/webinars.ts']);

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return entry.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** Every name a file imports from src/shared/contract, with the module it comes from. */
function contractImports(file: string): Array<{ name: string; module: string }> {
  const text = readFileSync(file, 'utf8');
  const out: Array<{ name: string; module: string }> = [];
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), match[3] ?? '');
    if (!target.startsWith(CONTRACT)) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) out.push({ name, module: relative(ROOT, target) });
    }
  }
  return out;
}

async function exportsOf(module: string): Promise<Record<string, unknown>> {
  return (await import(join(ROOT, `${module}.ts`))) as Record<string, unknown>;
}

const responses = new Set<unknown>(Object.values(operations).map((op) => op.response));
const requests = new Set<unknown>(
  Object.values(operations).flatMap((op) => [
    ...('query' in op && op.query ? [op.query] : []),
    ...('body' in op && op.body ? [op.body] : []),
  ]),
);

/** Why an import is refused, or undefined when it is one the sandbox may use. */
export async function refusal(name: string, module: string): Promise<string | undefined> {
  if (ALLOWED.has(name)) return undefined;
  const value = (await exportsOf(module))[name];
  if (value !== undefined && requests.has(value)) return undefined;
  if (value !== undefined && responses.has(value)) return 'a response schema of the route table';
  return 'not a request schema, the route table or an allowed primitive (response shapes are the sandbox\u2019s own)';
}

describe('the sandbox does not answer from the client', () => {
  it('imports no response schema or type from src/shared/contract', async () => {
    const bad: string[] = [];
    for (const file of tsFiles(SANDBOX)) {
      const rel = relative(SANDBOX, file);
      if (NOT_OURS.has(rel)) continue;
      for (const { name, module } of contractImports(file)) {
        const why = await refusal(name, module);
        if (why) bad.push(`src/sandbox/${rel}: ${name} from ${module}: ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('tells a response schema from a request schema', async () => {
    expect(await refusal('Mango', 'src/shared/contract/mangoes')).toBeDefined();
    expect(await refusal('VideoCallList', 'src/shared/contract/video-calls')).toMatch(/response schema/);
    expect(await refusal('BadgeList', 'src/shared/contract/gamification')).toMatch(/response schema/);
    expect(await refusal('Badge', 'src/shared/contract/gamification')).toBeDefined();
    expect(await refusal('Media', 'src/shared/contract/community')).toBeDefined();
    expect(await refusal('UpdateMangoBody', 'src/shared/contract/mangoes')).toBeUndefined();
    expect(await refusal('ListVideoCallsQuery', 'src/shared/contract/video-calls')).toBeUndefined();
    expect(await refusal('operations', 'src/shared/contract/operations')).toBeUndefined();
  });

  it('finds the imports of a file (including type-only and renamed ones)', () => {
    const found = contractImports(join(SANDBOX, 'handlers/video-call-reads.ts')).map((i) => i.name);
    expect(found).toEqual(['ListVideoCallsQuery', 'ParticipantPreviewQuery']);
  });
});
