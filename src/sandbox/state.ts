import { DateTime } from 'luxon';
import { CustomerIndex } from './customer-index';
import { Fixture, type FixtureCollection } from './fixture-schema';
import { createIdFactory } from './random';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MINUTE = 60_000;

type Collections = Pick<Fixture, FixtureCollection>;
type RecordOf<C extends FixtureCollection> = Collections[C][number];

/**
 * In-memory state: the fixture's collections plus indexes (ids, customers) kept in step with appends.
 * A write other than `insert` (a patch, a direct push) must call `touch()`.
 */
export interface SandboxState {
  readonly data: Fixture;
  /** Bumped on every write, so cached views (sorted posts) know when to rebuild. */
  version: number;
  /** Customers by email and phone, subscriptions by fan (customer-index.ts). */
  readonly customers: CustomerIndex;
  touch(): void;
  /**
   * A write in place that moves no email, phone, subscription owner or id (a status, a date, an order's
   * state): cached views rebuild, the customer index stays as it is.
   */
  changed(): void;
  byId<C extends FixtureCollection>(collection: C, id: string): RecordOf<C> | undefined;
  insert<C extends FixtureCollection>(collection: C, record: RecordOf<C>): RecordOf<C>;
  newId(): string;
}

/** Walks a JSON value and moves every ISO date-time by deltaMs (fixture times are relative to its anchor). */
export function shiftTimes(value: unknown, deltaMs: number): unknown {
  if (typeof value === 'string') {
    return ISO_DATE_TIME.test(value) ? new Date(Date.parse(value) + deltaMs).toISOString() : value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftTimes(item, deltaMs));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = shiftTimes(item, deltaMs);
    return out;
  }
  return value;
}

export class FixtureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FixtureError';
  }
}

/** How far a fixture anchored at `anchor` moves to reach `now`: whole minutes, in milliseconds. */
export function fixtureShift(anchor: string, now: number): number {
  return Math.round((now - Date.parse(anchor)) / MINUTE) * MINUTE;
}

/**
 * Validates a fixture and moves it to the clock: every time shifts by (now - anchor) rounded to whole
 * minutes, and each call's stored local date and time are recomputed in its own zone.
 */
export function loadFixture(raw: unknown, now: number): Fixture {
  const anchorProbe = Fixture.pick({ anchor: true }).safeParse(raw);
  if (!anchorProbe.success) throw new FixtureError('Fixture has no valid anchor');
  const delta = fixtureShift(anchorProbe.data.anchor, now);
  const parsed = Fixture.safeParse(shiftTimes(raw, delta));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FixtureError(
      `Invalid fixture at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'unknown'}`,
    );
  }
  const fixture = parsed.data;
  for (const call of fixture.videoCalls) {
    const local = DateTime.fromISO(call.fromTime, { zone: call.timezoneName });
    if (local.isValid) {
      call.startDate = local.toFormat('yyyy-MM-dd');
      call.fromTime24h = local.toFormat('HH:mm');
    }
  }
  checkReferences(fixture);
  return fixture;
}

function checkReferences(fixture: Fixture): void {
  const creators = new Set(fixture.creators.map((c) => c._id));
  for (const key of ['users', 'mangoes', 'channels', 'videoCalls', 'courses'] as const) {
    for (const record of fixture[key]) {
      if (!creators.has(record.creator))
        throw new FixtureError(`${key} ${record._id} names an unknown creator`);
    }
  }
  const channels = new Set(fixture.channels.map((c) => c._id));
  for (const post of fixture.posts) {
    if (!channels.has(post.channel)) throw new FixtureError(`posts ${post._id} names an unknown channel`);
  }
}

/** Every top-level string of every record: ids, and ids kept in other fields (a call series' group). */
function* allIds(fixture: Fixture): Generator<string> {
  for (const value of Object.values(fixture)) {
    if (!Array.isArray(value)) continue;
    for (const record of value as Array<Record<string, unknown>>) {
      for (const field of Object.values(record)) if (typeof field === 'string') yield field;
    }
  }
}

/** The prefix of the ids a sandbox makes (`newId`); the fixture's generator uses others. */
const STATE_ID_PREFIX = '5a4db0c0';

/** The ids in `fixture` that a sandbox made (kept data after a restart): new ones follow the highest. */
export function* stateIds(fixture: Fixture): Generator<string> {
  for (const id of allIds(fixture)) if (id.length === 24 && id.startsWith(STATE_ID_PREFIX)) yield id;
}

/**
 * The state of a sandbox over `fixture`. `ids`: the ids a sandbox made that it holds (`stateIds`), when the
 * caller knows them already (the kept demo data), so finding them reads no collection.
 */
export function createState(fixture: Fixture, ids: Iterable<string> = stateIds(fixture)): SandboxState {
  const indexes = new Map<FixtureCollection, { size: number; map: Map<string, { _id: string }> }>();
  // Kept data (a restart) already holds ids of this factory: continue after them, never reuse one.
  const nextId = createIdFactory(STATE_ID_PREFIX, ids);
  const state: SandboxState = {
    data: fixture,
    version: 0,
    customers: new CustomerIndex(fixture),
    touch() {
      state.version += 1;
      // Any field may have changed (an email by a patch): the customer index is rebuilt when next read.
      state.customers.invalidate();
    },
    changed() {
      state.version += 1;
    },
    byId(collection, id) {
      const list = fixture[collection] as Array<{ _id: string }>;
      let index = indexes.get(collection);
      if (!index || index.size !== list.length) {
        index = { size: list.length, map: new Map(list.map((r) => [r._id, r])) };
        indexes.set(collection, index);
      }
      return index.map.get(id) as RecordOf<typeof collection> | undefined;
    },
    insert(collection, record) {
      const list = fixture[collection] as unknown[];
      list.push(record);
      state.version += 1;
      // Indexes that were in step before the append stay in step: no rebuild per insert.
      const index = indexes.get(collection);
      const id = (record as { _id?: unknown })._id;
      if (index?.size === list.length - 1 && typeof id === 'string') {
        index.map.set(id, record as { _id: string });
        index.size += 1;
      }
      state.customers.added(collection, record);
      return record;
    },
    newId: () => {
      // Never collide with fixture ids (their generator uses other prefixes), even across resets.
      let id = nextId();
      while (fixture.creators.some((c) => c._id === id)) id = nextId();
      return id;
    },
  };
  return state;
}
