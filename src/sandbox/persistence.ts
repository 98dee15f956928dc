import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { Fixture } from './fixture-schema';
import { fixtureJson } from './lazy-fixture';
import type { SandboxState } from './state';

/** What reading a kept file found: its value, no file, or a damaged file moved aside (never reused). */
export type KeptRead<T> =
  | { state: 'missing' }
  | { state: 'ok'; value: T }
  | { state: 'corrupt'; movedTo: string; reason: string };

/**
 * Where a sandbox keeps its data across restarts, and how the file is read and written: the program that runs
 * the sandbox supplies both (the console its own storage, which reports a failing disk on screen, and its
 * log), so the sandbox imports nothing of the console.
 */
export interface KeepOptions {
  file: string;
  /** Reads the file as JSON and checks it with the schema; a damaged file is moved aside and reported. */
  readJson<S extends z.ZodType>(file: string, schema: S): Promise<KeptRead<z.output<S>>>;
  /** Writes the whole text or nothing (a temporary file renamed over the old one). */
  writeAtomic(file: string, text: string): Promise<void>;
  log: {
    warn(message: string, data?: unknown): void;
    error(message: string, data?: unknown): void;
  };
}

/**
 * One life of the sandbox's data: it begins when the data is created from the demo fixture (first start,
 * a reset, a damaged file set aside) and ends at the next reset. What the console remembers about sandbox
 * data (jobs, drafts, ledgers) is tied to the generation it was made on.
 */
export const SandboxGeneration = z.object({ id: z.string().min(1), startedAt: z.iso.datetime() });
export type SandboxGeneration = z.infer<typeof SandboxGeneration>;

export function newGeneration(now = new Date()): SandboxGeneration {
  return { id: `gen-${randomBytes(6).toString('hex')}`, startedAt: now.toISOString() };
}

/**
 * The kept state: the data (in the fixture's own shape, times as they are, not shifted again) and its
 * generation. Like a test-mode account it keeps data only: the virtual clock, injected faults, settings,
 * request and side-effect logs are test tools and start afresh with the process.
 */
const KeptSandbox = z.object({
  schemaVersion: z.literal(1),
  generation: SandboxGeneration,
  savedAt: z.iso.datetime(),
  data: Fixture,
});

export type KeptLoad =
  | { state: 'ok'; data: Fixture; generation: SandboxGeneration }
  | { state: 'missing' }
  | { state: 'corrupt'; movedTo: string; reason: string };

/** Reads the kept state; a damaged file is moved aside (`*.corrupt-<time>`) and reported, never reused. */
export async function loadKeptSandbox(keep: KeepOptions): Promise<KeptLoad> {
  const result = await keep.readJson(keep.file, KeptSandbox);
  if (result.state === 'ok')
    return { state: 'ok', data: result.value.data, generation: result.value.generation };
  if (result.state === 'corrupt') {
    keep.log.warn('the kept sandbox data was damaged and moved aside; the sandbox starts afresh', {
      movedTo: result.movedTo,
      reason: result.reason,
    });
    // The schema's paths stay in the log; the person reads what is wrong with the file as a whole.
    const reason = result.reason.startsWith('not valid JSON')
      ? result.reason
      : 'it does not hold sandbox data this version of the console can read';
    return { state: 'corrupt', movedTo: result.movedTo, reason };
  }
  return result;
}

export interface KeptSnapshot {
  data: Fixture;
  generation: SandboxGeneration;
}

/**
 * How long a change may wait before it is written. Writing before every answer was measured at 130 ms a
 * row on a 2,000-row bulk job, four at a time (5 ms in memory): each write serializes the whole state
 * (about 4 MB) and fsyncs it. So changes are batched: the first unsaved change starts this window, every
 * change made in it shares one write, and a close writes whatever is left. What a crash (not a close) can
 * lose is the changes of the last window plus the write in progress: about half a second.
 */
export const KEEP_WINDOW_MS = 250;

/**
 * Writes the sandbox's state to one file, atomically, batched: `changed()` schedules a write within the
 * window; `flush()` writes what is pending now and waits for it. Writes never overlap. A write that fails
 * is reported (the storage notices) and logged, and the state stays pending for the next one.
 */
export function createStateKeeper(
  keep: KeepOptions,
  snapshot: () => KeptSnapshot,
  windowMs = KEEP_WINDOW_MS,
) {
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let writes = 0;
  let closed = false;

  async function writeNow(): Promise<void> {
    if (!dirty) return;
    dirty = false;
    const { data, generation } = snapshot();
    // Serialized at once, so the file holds the state of one instant however long the disk takes.
    // As JSON.stringify of { schemaVersion, generation, savedAt, data } writes it; collections the sandbox
    // never read are copied from their text rather than parsed to be written again (lazy-fixture.ts).
    const head = JSON.stringify({ schemaVersion: 1, generation, savedAt: new Date().toISOString() });
    const text = `${head.slice(0, -1)},"data":${fixtureJson(data)}}`;
    try {
      await keep.writeAtomic(keep.file, `${text}\n`);
      writes += 1;
    } catch (error) {
      dirty = true;
      keep.log.error('could not keep the sandbox data', error);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writeNow);
    return writing;
  }

  return {
    file: keep.file,
    changed(): void {
      // After a close the file is no longer the sandbox's (its directory may be gone): nothing more is
      // written, so a request still finishing cannot write into a deleted directory.
      if (closed) return;
      dirty = true;
      if (timer) return;
      timer = setTimeout(() => void flush(), windowMs);
      timer.unref?.();
    },
    flush,
    /** Writes what is pending, waits for every write in progress, and writes nothing after. */
    async close(): Promise<void> {
      if (closed) return writing;
      await flush();
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      dirty = false;
    },
    writes: () => writes,
  };
}

/** Why a kept sandbox started afresh although a file was there: it was damaged and moved aside. */
export interface KeptFileProblem {
  movedTo: string;
  reason: string;
  at: string;
}

/** What a sandbox starts from: the kept data and its generation, or a new generation (and why). */
export async function openKeptData(
  keep: KeepOptions | undefined,
): Promise<{ data?: Fixture; generation: SandboxGeneration; problem?: KeptFileProblem }> {
  const kept = keep ? await loadKeptSandbox(keep) : undefined;
  if (kept?.state === 'ok') return { data: kept.data, generation: kept.generation };
  if (kept?.state === 'corrupt') {
    const problem = { movedTo: kept.movedTo, reason: kept.reason, at: new Date().toISOString() };
    return { generation: newGeneration(), problem };
  }
  return { generation: newGeneration() };
}

/**
 * Schedules a write when the state changed since the last one asked for: a write bumps its version, a
 * reset replaces it. Without a file (tests) it does nothing.
 */
export function createChangeKeeper(
  keep: KeepOptions | undefined,
  read: () => { state: SandboxState; generation: SandboxGeneration },
) {
  const keeper = keep
    ? createStateKeeper(keep, () => {
        const { state, generation } = read();
        return { data: state.data, generation };
      })
    : undefined;
  let keptAs: { state: SandboxState; version: number } | undefined;
  const check = (): void => {
    if (!keeper) return;
    const { state } = read();
    if (keptAs && keptAs.state === state && keptAs.version === state.version) return;
    keptAs = { state, version: state.version };
    keeper.changed();
  };
  return {
    check,
    /** The state as loaded is what the file holds: nothing to write until it changes. */
    seen: async (): Promise<void> => {
      const { state } = read();
      keptAs = { state, version: state.version };
    },
    /** Writes every change so far now; resolves once it is on disk. */
    flush: async (): Promise<void> => {
      check();
      await keeper?.flush();
    },
    /** Writes every change so far, then stops: a change after this (a request still finishing) is not kept. */
    close: async (): Promise<void> => {
      check();
      await keeper?.close();
    },
  };
}
