import { describe, expect, it } from 'vitest';
import {
  createDispatcher,
  inputDepth,
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  measureInput,
} from '../../../src/main/app/bridge/dispatcher';
import { crashingHandlers } from './fakes';

function nest(depth: number, asArray = false): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

const MANGO = 'a'.repeat(24);

describe('deep bridge input', () => {
  const dispatch = createDispatcher(crashingHandlers(), { onInternalError: () => undefined });

  it.each([
    ['mangoes.saveDraft', 1_200],
    ['mangoes.validateDraft', 2_000],
    ['mangoes.saveDraft', 100_000],
  ] as const)(
    '%s nested %i levels deep answers a typed validation error naming the limit',
    async (channel, depth) => {
      for (const asArray of [false, true]) {
        const result = await dispatch(channel, { mangoId: MANGO, changes: { title: nest(depth, asArray) } });
        expect(result).toEqual({
          ok: false,
          error: { kind: 'validation', message: expect.stringContaining(`${MAX_INPUT_DEPTH} levels`) },
        });
      }
    },
  );

  it('lets input within the limit through to the schema and the handler', async () => {
    const calls: string[] = [];
    const handled = createDispatcher(crashingHandlers(calls as never[]), {
      onInternalError: () => undefined,
    });
    // The input object and `changes` are two levels; the rest fills the limit exactly.
    const result = await handled('mangoes.saveDraft', {
      mangoId: MANGO,
      changes: { title: nest(MAX_INPUT_DEPTH - 2) },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(calls).toEqual(['mangoes.saveDraft']);
  });

  it('counts depth without recursion and stops at the limit', () => {
    expect(inputDepth('x')).toBe(0);
    expect(inputDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(inputDepth(nest(1_000_000))).toBe(MAX_INPUT_DEPTH + 1);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(inputDepth(cyclic)).toBe(MAX_INPUT_DEPTH + 1);
  });
});

/** A chain of `depth` objects, each pointing three times at the next: tiny in memory, 3^depth to a walk. */
function sharedChain(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { profileId: value, id: value, url: value };
  return value;
}

describe('large bridge input', () => {
  const dispatch = createDispatcher(crashingHandlers(), { onInternalError: () => undefined });
  const tooLarge = {
    ok: false,
    error: { kind: 'validation', message: expect.stringContaining('more than 100,000 values') },
  };

  // Found by the fuzz: a schema that accepts any JSON (a draft's changes) walked every path of such a
  // chain and the process ran out of memory after a minute.
  it('refuses a chain of shared references at once instead of walking 3^60 values', async () => {
    const started = Date.now();
    const result = await dispatch('mangoes.saveDraft', {
      mangoId: MANGO,
      changes: { title: sharedChain(60) },
    });
    expect(result).toEqual(tooLarge);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses a sparse array by its length before reading an element', async () => {
    const sparse: unknown[] = [];
    sparse.length = 2 ** 32 - 1;
    const started = Date.now();
    expect(await dispatch('mangoes.saveDraft', { mangoId: MANGO, changes: { title: sparse } })).toEqual(
      tooLarge,
    );
    expect(await dispatch('profiles.list', sparse)).toEqual(tooLarge);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('counts every value reached, shared ones each time, and treats typed arrays as one value', () => {
    expect(measureInput({ a: [1, 2, 3], b: 'x' })).toEqual({ depth: 2, values: 6 });
    const shared = { x: 1 };
    expect(measureInput({ a: shared, b: shared }).values).toBe(5);
    expect(measureInput({ bytes: new Uint8Array(1_000_000) })).toEqual({ depth: 2, values: 2 });
    expect(measureInput(new Array(MAX_INPUT_VALUES).fill(0)).problem).toBe('too_large');
    expect(measureInput(new Array(MAX_INPUT_VALUES - 1).fill(0)).problem).toBeUndefined();
  });

  it('lets a real large input through: a drip schedule of 1,000 modules', async () => {
    const calls: string[] = [];
    const handled = createDispatcher(crashingHandlers(calls as never[]), {
      onInternalError: () => undefined,
    });
    const modules = Array.from({ length: 1_000 }, (_, i) => ({
      module: i.toString(16).padStart(24, '0'),
      afterDays: i,
    }));
    const result = await handled('courses.updateDrip', { courseId: MANGO, mode: 'enrollment', modules });
    // Through the schema to the handler (which the fake makes crash).
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(calls).toEqual(['courses.updateDrip']);
  });
});
