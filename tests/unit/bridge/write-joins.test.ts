import { describe, expect, it } from 'vitest';
import { createCallRegistry } from '../../../src/main/app/bridge/call-registry';
import { createDispatcher } from '../../../src/main/app/bridge/dispatcher';
import { type Handlers } from '../../../src/main/platform/handlers';
import { channelNames, readChannels } from '../../../src/shared/bridge';
import { canonicalInput } from '../../../src/main/app/bridge/write-joins';
import { echoHandlers } from './fakes';

const PROFILE = '7c0c4a52-6a4c-4c1c-9d0e-1b2b3c4d5e6f';
const OTHER = '0b1c2d3e-4f50-4a61-8b72-9c83d4e5f607';

/** A handler that counts its runs and finishes only when the test says so. */
function gate() {
  let runs = 0;
  const waiting: Array<() => void> = [];
  const signals: AbortSignal[] = [];
  const handler = (input: { userIds: string[]; score: number }, context: { signal?: AbortSignal }) => {
    runs += 1;
    if (context.signal) signals.push(context.signal);
    return new Promise((resolve, reject) => {
      context.signal?.addEventListener('abort', () =>
        reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
      );
      waiting.push(() =>
        resolve({ score: input.score, assigned: [], unconfirmed: input.userIds, run: runs }),
      );
    });
  };
  return {
    handler,
    signals,
    get runs() {
      return runs;
    },
    release: () => waiting.splice(0).forEach((go) => go()),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const points = (extra: Record<string, unknown> = {}) => ({
  userIds: ['fa0000000000000000000002'],
  score: 5,
  ...extra,
});

function dispatcherWith(handler: unknown, active = PROFILE) {
  const calls = createCallRegistry();
  const handlers = { ...echoHandlers(), 'gamification.assignPoints': handler } as unknown as Handlers;
  handlers['app.cancel'] = ({ callId }) => ({ cancelled: calls.cancel(callId) });
  const dispatch = createDispatcher(handlers, { calls, activeProfileId: async () => active });
  return { dispatch, calls };
}

describe('a second identical write while the first is pending', () => {
  it('joins the first: the handler runs once and both callers get its answer', async () => {
    const g = gate();
    const { dispatch } = dispatcherWith(g.handler);
    const first = dispatch('gamification.assignPoints', points());
    const second = dispatch('gamification.assignPoints', { score: 5, userIds: ['fa0000000000000000000002'] });
    await tick();
    expect(g.runs).toBe(1);
    g.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true, value: { run: 1 } });
  });

  it('treats the active profile named and left out as the same call', async () => {
    const g = gate();
    const { dispatch } = dispatcherWith(g.handler);
    const first = dispatch('gamification.assignPoints', points());
    const second = dispatch('gamification.assignPoints', points({ profileId: PROFILE }));
    await tick();
    expect(g.runs).toBe(1);
    g.release();
    await Promise.all([first, second]);
  });

  it('runs a different input, another profile, or the same input after the first finished', async () => {
    const g = gate();
    const { dispatch } = dispatcherWith(g.handler);
    const pending = [
      dispatch('gamification.assignPoints', points()),
      dispatch('gamification.assignPoints', points({ score: 6 })),
      dispatch('gamification.assignPoints', points({ profileId: OTHER })),
    ];
    await tick();
    expect(g.runs).toBe(3);
    g.release();
    await Promise.all(pending);
    const again = dispatch('gamification.assignPoints', points());
    await tick();
    expect(g.runs).toBe(4);
    g.release();
    await again;
  });

  it('aborts the shared run only when every caller has cancelled', async () => {
    const g = gate();
    const { dispatch } = dispatcherWith(g.handler);
    const first = dispatch('gamification.assignPoints', points(), { callId: 'one' });
    const second = dispatch('gamification.assignPoints', points(), { callId: 'two' });
    await tick();
    await dispatch('app.cancel', { callId: 'one' });
    expect(g.signals[0]?.aborted).toBe(false);
    await dispatch('app.cancel', { callId: 'two' });
    expect(g.signals[0]?.aborted).toBe(true);
    expect(await first).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await second).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('never aborts a run joined by a caller that cannot cancel', async () => {
    const g = gate();
    const { dispatch, calls } = dispatcherWith(g.handler);
    const first = dispatch('gamification.assignPoints', points(), { callId: 'one' });
    const second = dispatch('gamification.assignPoints', points());
    await tick();
    await dispatch('app.cancel', { callId: 'one' });
    expect(g.signals[0]?.aborted).toBe(false);
    g.release();
    expect(await first).toMatchObject({ ok: true });
    expect(await second).toMatchObject({ ok: true });
    expect(calls.size).toBe(0);
  });

  it('does not join reads: each runs, so a read after a write sees it', async () => {
    let runs = 0;
    const handlers = {
      ...echoHandlers(),
      'activity.list': async () => {
        runs += 1;
        await tick();
        return { entries: [] };
      },
    } as unknown as Handlers;
    const dispatch = createDispatcher(handlers);
    await Promise.all([dispatch('activity.list', {}), dispatch('activity.list', {})]);
    expect(runs).toBe(2);
  });
});

describe('the list of reads', () => {
  it('names only channels that exist, and no channel whose verb says it writes', () => {
    const writeVerb =
      /\.(create|update|delete|set|save|apply|assign|start|subscribe|fire|grant|revoke|refund|import)/i;
    for (const name of readChannels) {
      expect(channelNames).toContain(name);
      expect(name).not.toMatch(writeVerb);
    }
  });
});

describe('canonicalInput', () => {
  it('ignores key order and undefined fields, keeps array order, and keys odd inputs faithfully', () => {
    expect(canonicalInput({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(
      canonicalInput({ a: { d: [2, 1] }, b: 1 }),
    );
    expect(canonicalInput({ a: [1, 2] })).not.toBe(canonicalInput({ a: [2, 1] }));
    expect(canonicalInput(JSON.parse('{"__proto__": {"x": 1}}'))).toBe('{"__proto__":{"x":1}}');
    expect(canonicalInput({ at: new Date('2026-01-01T00:00:00Z') })).toBe(
      '{"at":"2026-01-01T00:00:00.000Z"}',
    );
    expect(canonicalInput({ m: new Map() })).toBeUndefined();
  });
});
