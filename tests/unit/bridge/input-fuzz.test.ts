import { inspect, isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames, IPC_CHANNEL_PREFIX, type ChannelName } from '../../../src/shared/bridge';
import { AppError, errorKinds } from '../../../src/shared/errors';
import { createDispatcher } from '../../../src/main/app/bridge/dispatcher';
import { createSenderCheck, registerBridge } from '../../../src/main/app/bridge/register-ipc';
import { createFakeIpcMain, crashingHandlers, OWN_PAGE, ownSender } from './fakes';

const STACK_LINE = /\n\s+at /;

/**
 * The fuzz draws new inputs every run; its seed is printed first, so a run that dies before fast-check can
 * report (a hang, an out-of-memory) can still be replayed: `BRIDGE_FUZZ_SEED=N npx vitest run input-fuzz`.
 */
const SEED = Number(process.env.BRIDGE_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * Inputs per channel: a fresh sample of 50 on every run (each of the input kinds below about five times,
 * across 130 channels), 500 in the exhaustive mode (`npm run test:exhaustive`), or BRIDGE_FUZZ_RUNS. The
 * runs add up: a seed that changes every run covers in ten runs what 500 at once would.
 */
const RUNS = Number(process.env.BRIDGE_FUZZ_RUNS ?? (process.env.TEST_EXHAUSTIVE === '1' ? 500 : 50));
console.log(
  `bridge input fuzz: seed ${SEED}, ${RUNS} inputs per channel (replay: BRIDGE_FUZZ_SEED=${SEED} BRIDGE_FUZZ_RUNS=${RUNS} npx vitest run input-fuzz)`,
);

/** Keys the channel schemas use, plus the ones that attack prototypes. */
const interestingKey = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'id',
    'profileId',
    'name',
    'baseUrl',
    'whitelabelHost',
    'kind',
    'url',
    'which',
    'accessToken',
    'apiKey',
  ),
);

function nest(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { profileId: value, id: value, url: value };
  return value;
}

/** What a hostile or buggy renderer could send over structured-clone IPC. */
const hostileInput = fc.oneof(
  fc.jsonValue(),
  fc.anything({
    key: interestingKey,
    maxDepth: 4,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
  }),
  fc.dictionary(
    interestingKey,
    fc.oneof(fc.string(), fc.double(), fc.integer({ min: -1e9, max: -1 }), fc.constant(NaN)),
  ),
  // Own `__proto__` keys, the way JSON.parse makes them.
  fc
    .jsonValue()
    .map((value) => JSON.parse(`{"__proto__":${JSON.stringify(value) ?? 'null'},"profileId":"p-1"}`)),
  fc.constantFrom(NaN, -0, -1, Number.MIN_SAFE_INTEGER, Infinity, -Infinity, null, undefined, '', true, 0),
  fc
    .constantFrom(1_000, 100_000, 1_000_000)
    .map((n) => ({ id: 'x'.repeat(n), profileId: 'a'.repeat(n), url: 'h'.repeat(n) })),
  fc.constantFrom(1_000, 100_000).map((n) => 'x'.repeat(n)),
  fc
    .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
    .map(([depth, asArray]) => nest(depth, 'leaf', asArray)),
  fc.record({ profileId: fc.string(), which: fc.array(fc.anything(), { maxLength: 50 }) }),
  // Deep nesting where a schema recurses (z.json() in a draft's changes): used to overflow zod's stack.
  fc.tuple(fc.integer({ min: 60, max: 20_000 }), fc.boolean()).map(([depth, asArray]) => ({
    mangoId: 'a'.repeat(24),
    changes: { title: nest(depth, 'leaf', asArray) },
  })),
);

/**
 * Why an answer is not a typed failure that survives IPC, or undefined when it is. Plain checks rather
 * than expect(): this runs for each of some 6,500 inputs, and seven expect() calls on each took half the
 * file's time. The test reports the first input that fails, with this reason, its seed and path.
 */
function typedFailureProblem(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || (result as { ok?: unknown }).ok !== false) {
    return `answered something other than { ok: false }: ${JSON.stringify(result)?.slice(0, 300)}`;
  }
  const error = (result as { error: unknown }).error;
  const parsed = AppError.safeParse(error);
  if (!parsed.success)
    return `answered an error that is not an AppError: ${JSON.stringify(error)?.slice(0, 300)}`;
  const { kind, message } = parsed.data;
  if (!errorKinds.includes(kind)) return `answered an unknown error kind: ${kind}`;
  if (STACK_LINE.test(message)) return `answered a message with a stack: ${message.slice(0, 300)}`;
  if (message.length > 500) return `answered a message of ${message.length} characters (500 at most)`;
  // The answer must survive IPC unchanged: plain data, no functions, no class instances.
  let cloned: unknown;
  try {
    cloned = structuredClone(result);
  } catch (error) {
    return `answered something IPC cannot carry: ${String(error)}`;
  }
  if (!isDeepStrictEqual(cloned, result)) return `answered something IPC changes: ${JSON.stringify(result)}`;
  if (/\\n\s+at /.test(JSON.stringify(result))) return 'answered a stack inside a field';
  return undefined;
}

/** The reason, a shortened view of the input and how to replay exactly that input. */
function failureReport(run: fc.RunDetails<[unknown]>, seed: number): string {
  const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
  const input = inspect(run.counterexample?.[0], {
    depth: 3,
    maxArrayLength: 5,
    maxStringLength: 60,
    breakLength: Infinity,
  }).slice(0, 500);
  return (
    `${cause}\nafter ${run.numRuns} inputs; the input, shortened: ${input}\n` +
    `replay: BRIDGE_FUZZ_SEED=${SEED} BRIDGE_FUZZ_RUNS=${RUNS} npx vitest run input-fuzz ` +
    `(seed ${seed}, path ${run.counterexamplePath})`
  );
}

describe('every channel, fuzzed with hostile input', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const protoKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it.each(channelNames)(
    '%s answers only typed errors, never throws, never leaks a stack',
    async (channel) => {
      const ipcMain = createFakeIpcMain();
      registerBridge(
        ipcMain,
        createDispatcher(crashingHandlers(), { onInternalError: () => undefined }),
        createSenderCheck((url) => url === OWN_PAGE),
      );
      const seed = SEED + channelNames.indexOf(channel);
      const run = await fc.check(
        fc.asyncProperty(hostileInput, async (input) => {
          let result: unknown;
          try {
            result = await ipcMain.invoke(IPC_CHANNEL_PREFIX + channel, ownSender(), input);
          } catch (error) {
            throw new Error(`${channel} threw instead of answering: ${String(error)}`);
          }
          const problem = typedFailureProblem(result);
          if (problem !== undefined) throw new Error(`${channel} ${problem}`);
        }),
        // No shrinking: these inputs nest thousands deep, shrinking one took minutes and fast-check's own
        // report could not print them (RangeError). The first failing input is reported below instead.
        { numRuns: RUNS, seed, endOnFailure: true },
      );
      if (run.failed) throw new Error(failureReport(run, seed));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeysBefore);
      expect(({} as Record<string, unknown>).profileId).toBeUndefined();
    },
  );

  it('answers a validation error (not a crash of the service) for a plainly wrong shape', async () => {
    const calls: ChannelName[] = [];
    const dispatch = createDispatcher(crashingHandlers(calls), { onInternalError: () => undefined });
    for (const channel of channelNames) {
      const result = await dispatch(channel, { definitelyNotAField: NaN, __proto__: { polluted: true } });
      expect(result, channel).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    expect(calls).toEqual([]);
  });
});
