import { createElement, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BridgeApi, CallOptions } from '../../../../src/shared/bridge';
import type {
  ImportProgress,
  JobSummary,
  ValidationSummary,
} from '../../../../src/shared/channels/migration';
import { emptyMapping } from '../../../../src/shared/domain/migration/fields';
import type { AppError } from '../../../../src/shared/errors';
import { ApiContext } from '../../../../src/renderer/src/api-context';
import { createQueryClient } from '../../../../src/renderer/src/data/query';

/** What a fake channel does: answer a value (or a promise of one), or fail with `failWith(...)`. */
export type Handler = (input: never, options?: CallOptions) => unknown;

const FAILURE = Symbol('failure');
/** A handler's answer that makes the call fail with this bridge error. */
export function failWith(error: AppError): unknown {
  return { [FAILURE]: error };
}

/**
 * A bridge for the migration hooks: every channel is answered by `handlers` (keyed by its table name),
 * every call is recorded in `calls`, and `emit` plays one of main's events. The active profile is the
 * sandbox, as in the console's first run.
 */
export function migrationBridge(handlers: Record<string, Handler>) {
  const calls: { channel: string; input: unknown }[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const answer = async (channel: string, input: unknown, options?: CallOptions) => {
    calls.push({ channel, input });
    const handler = channel === 'profiles.list' ? () => sandboxProfiles : handlers[channel];
    if (!handler) return { ok: false, error: { kind: 'internal', message: `no fake for ${channel}` } };
    const value = (await (handler as (i: unknown, o?: CallOptions) => unknown)(input, options)) as Record<
      symbol,
      AppError
    >;
    return value && typeof value === 'object' && FAILURE in value
      ? { ok: false, error: value[FAILURE] }
      : { ok: true, value };
  };
  const on = (event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => void set.delete(listener);
  };
  const api = new Proxy({} as Record<string, unknown>, {
    get: (_, area: string) =>
      area === 'on'
        ? on
        : new Proxy(
            {},
            {
              get: (__, verb: string) => (input: unknown, options?: CallOptions) =>
                answer(`${area}.${verb}`, input, options),
            },
          ),
  }) as unknown as BridgeApi;
  return {
    api,
    calls,
    callsTo: (channel: string) => calls.filter((c) => c.channel === channel).map((c) => c.input),
    emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)),
  };
}

const sandboxProfiles = {
  activeProfileId: 'sandbox',
  profiles: [{ id: 'sandbox', name: 'Sandbox', kind: 'sandbox' }],
};

/** The providers a migration hook needs: the bridge and one query client. */
export function providers(api: BridgeApi, client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api },
      createElement(QueryClientProvider, { client }, children),
    );
}

/** A promise answered later by the test: to play answers out of order. */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A handler whose answers the test gives one by one, in any order: `answers[i].resolve(value)`. */
export function queued() {
  const answers: ReturnType<typeof later<unknown>>[] = [];
  const handler = () => {
    const answer = later<unknown>();
    answers.push(answer);
    return answer.promise;
  };
  return { answers, handler };
}

export const JOB_ID = 'job-20261124010101-abcdef';

/** A job's summary at one version: `succeeded` of 60 rows done. */
export function jobSummary(
  version: number,
  status: JobSummary['status'],
  succeeded: number,
  failed = 0,
  id = JOB_ID,
): JobSummary {
  return {
    id,
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'a.csv',
    createdAt: '2026-11-24T01:01:01.000Z',
    status,
    total: 60,
    counts: { pending: 60 - succeeded - failed, sending: 0, succeeded, failed, uncertain: 0, skipped: 0 },
    mangoes: [],
    concurrency: 4,
    ratePerMinute: null,
    rateCapPerMinute: null,
    elapsedMs: 0,
    etaMs: null,
    version,
  };
}

export const IMPORT_ID = 'imp-test-000001';

/** A file main has read: three rows, name and email matched by their headers. */
export const imported: ImportProgress = {
  importId: IMPORT_ID,
  fileName: 'customers.csv',
  bytes: 120,
  rows: 3,
  done: true,
  headers: ['Name', 'Email', 'Phone'],
  mapping: { ...emptyMapping(), name: 0, email: 1 },
};

/** Its validation: `valid` of 3 rows. */
export function summary(valid: number, extra: Partial<ValidationSummary> = {}): ValidationSummary {
  return {
    importId: IMPORT_ID,
    total: 3,
    valid,
    invalid: 3 - valid,
    duplicates: 0,
    withNotes: 0,
    byField: {},
    unmapped: [],
    mangoesChecked: true,
    dryRun: { checked: false, counts: {} },
    history: { migrated: 0, inProgress: 0, unreadableJobs: [] },
    ...extra,
  };
}
