import { describe, expect, it } from 'vitest';
import { createDispatcher, inputDepth, MAX_INPUT_DEPTH } from '../../../src/main/bridge/dispatcher';
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
    ['drafts.save', 1_200],
    ['drafts.validate', 2_000],
    ['drafts.save', 100_000],
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
    const result = await handled('drafts.save', {
      mangoId: MANGO,
      changes: { title: nest(MAX_INPUT_DEPTH - 2) },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(calls).toEqual(['drafts.save']);
  });

  it('counts depth without recursion and stops at the limit', () => {
    expect(inputDepth('x')).toBe(0);
    expect(inputDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(inputDepth(nest(1_000_000))).toBe(MAX_INPUT_DEPTH + 1);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(inputDepth(cyclic)).toBe(1);
  });
});
