import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';

/**
 * The corpus of the service's documented examples (tests/fixtures/service-docs/, one JSON file per
 * documented operation or webhook event, each with its docs.tagmango.com page). The real service is the
 * ground truth: client tests replay these answers through the client's real parse path, sandbox tests
 * check the sandbox answers in the same shapes. Read by tests only.
 */
export const SERVICE_DOCS_DIR = join(import.meta.dirname, '..', 'fixtures', 'service-docs');

const Json: z.ZodType<unknown> = z.unknown();

export const DocsRequest = z.object({
  name: z.string(),
  pathParams: z.record(z.string(), z.string()).nullish(),
  query: z.record(z.string(), z.unknown()).nullish(),
  body: Json.optional(),
});
export type DocsRequest = z.infer<typeof DocsRequest>;

/** `status` is null where the page shows a body without saying its status. */
export const DocsResponse = z.object({ status: z.number().int().nullable(), name: z.string(), body: Json });
export type DocsResponse = z.infer<typeof DocsResponse>;

export const DocsOperation = z.object({
  operationId: z.string(),
  consoleOperation: z.string().nullable(),
  title: z.string(),
  url: z.string().startsWith('https://docs.tagmango.com'),
  /** Null only on the conventions entry (wrappers, errors, rate limit), which is no operation. */
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']).nullable(),
  path: z.string().startsWith('/').nullable(),
  headers: z.array(z.string()),
  deprecated: z.boolean(),
  notes: z.array(z.string()),
  truncated: z.string().nullable(),
  requests: z.array(DocsRequest),
  responses: z.array(DocsResponse),
});
export type DocsOperation = z.infer<typeof DocsOperation> & { file: string };

export const DocsEvent = z.object({
  event: z.string(),
  url: z.string().startsWith('https://docs.tagmango.com'),
  title: z.string(),
  notes: z.array(z.string()),
  truncated: z.string().nullable(),
  payload: Json,
  associationFields: z.array(z.string()),
});
export type DocsEvent = z.infer<typeof DocsEvent> & { file: string };

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...jsonFiles(path));
    else if (entry.endsWith('.json') && !entry.startsWith('coverage')) out.push(path);
  }
  return out.sort();
}

function load(): { operations: DocsOperation[]; events: DocsEvent[] } {
  const operations: DocsOperation[] = [];
  const events: DocsEvent[] = [];
  for (const path of jsonFiles(SERVICE_DOCS_DIR)) {
    const file = relative(SERVICE_DOCS_DIR, path);
    const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const parsed =
      typeof raw === 'object' && raw !== null && 'event' in raw
        ? DocsEvent.safeParse(raw)
        : DocsOperation.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`tests/fixtures/service-docs/${file} is not a corpus entry: ${parsed.error.message}`);
    }
    if ('event' in parsed.data) events.push({ ...parsed.data, file });
    else operations.push({ ...(parsed.data as z.infer<typeof DocsOperation>), file });
  }
  return { operations, events };
}

let cache: ReturnType<typeof load> | undefined;

/** Every documented operation in the corpus (the conventions file included, with operationId "conventions"). */
export function docsOperations(): DocsOperation[] {
  return (cache ??= load()).operations;
}

/** Every documented webhook event with its example delivery. */
export function docsEvents(): DocsEvent[] {
  return (cache ??= load()).events;
}

/** The corpus entries of one console operation (a name in src/shared/contract/operations.ts). */
export function docsFor(consoleOperation: string): DocsOperation[] {
  return docsOperations().filter((op) => op.consoleOperation === consoleOperation);
}

/** The documented success answers (2xx) of a console operation, with where they come from. */
export function documentedSuccesses(
  consoleOperation: string,
): Array<{ op: DocsOperation; response: DocsResponse }> {
  return docsFor(consoleOperation).flatMap((op) =>
    op.responses
      .filter((r) => r.status !== null && r.status >= 200 && r.status < 300)
      .map((response) => ({ op, response })),
  );
}
