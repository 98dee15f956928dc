import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, type ConnectivityState } from '../../../src/main/platform/connectivity';

describe('connectivity window', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('goes online, degraded, unreachable and back online as calls answer and fail, within seconds', () => {
    const connectivity = createConnectivity({ size: 10, windowMs: 60_000, streak: 3 });
    const seen: ConnectivityState[] = [];
    connectivity.onChange((state) => seen.push(state));
    expect(connectivity.get('p1').state).toBe('unknown');

    for (let i = 0; i < 7; i += 1) connectivity.reportAnswer('p1', 'listMangoes');
    expect(connectivity.get('p1').state).toBe('online');

    vi.advanceTimersByTime(1_000);
    connectivity.reportFailure('p1', 'The service did not answer in time.', {
      operation: 'listVideoCalls',
      kind: 'timeout',
      sent: true,
    });
    expect(connectivity.get('p1')).toMatchObject({
      state: 'degraded',
      recentCalls: 8,
      recentFailures: 1,
      message: '1 of the last 8 calls failed: listVideoCalls timed out.',
    });

    vi.advanceTimersByTime(1_000);
    connectivity.reportFailure('p1', 'Could not connect.', {
      operation: 'getMango',
      kind: 'network',
      sent: false,
    });
    expect(connectivity.get('p1').state).toBe('degraded');
    connectivity.reportFailure('p1', 'Could not connect.', {
      operation: 'getMango',
      kind: 'network',
      sent: false,
    });
    // Three failures in a row: unreachable now, not after the next success.
    const unreachable = connectivity.get('p1');
    expect(unreachable.state).toBe('unreachable');
    expect(unreachable.message).toContain(
      'The last 3 calls failed without an answer: getMango could not connect',
    );
    expect(unreachable.failures?.map((f) => f.operation)).toEqual(['getMango', 'getMango', 'listVideoCalls']);

    vi.advanceTimersByTime(2_000);
    connectivity.reportAnswer('p1', 'listMangoes');
    expect(connectivity.get('p1')).toMatchObject({ state: 'degraded', recentFailures: 3, recentCalls: 10 });

    // The failures age out of the window: online again without another call.
    vi.advanceTimersByTime(60_000);
    expect(connectivity.get('p1').state).toBe('online');
    // Each change of state or of its sentence is heard once; the failures leave the window one by one.
    expect(seen.map((s) => s.state)).toEqual([
      'online',
      'degraded',
      'degraded',
      'unreachable',
      'degraded',
      'degraded',
      'online',
    ]);
    connectivity.dispose();
  });

  it('is unreachable when every recent call failed, and keeps the time the state began', () => {
    const connectivity = createConnectivity();
    connectivity.reportFailure('p1', 'Could not connect to host.', { operation: 'listPosts', sent: false });
    const first = connectivity.get('p1');
    expect(first).toMatchObject({ state: 'unreachable' });
    expect(first.message).toBe('The last call failed without an answer: listPosts could not connect.');
    vi.advanceTimersByTime(5_000);
    connectivity.reportFailure('p1', 'Could not connect to host.', { operation: 'listPosts', sent: false });
    expect(connectivity.get('p1')).toMatchObject({ state: 'unreachable', since: first.since });
    expect(connectivity.get('p1').message).toContain('All 2 recent calls failed');
    connectivity.dispose();
  });

  it('keeps profiles apart and tells listeners about changes only', () => {
    const connectivity = createConnectivity();
    const seen: string[] = [];
    const off = connectivity.onChange((state) => seen.push(`${state.profileId}:${state.state}`));
    connectivity.reportAnswer('p1');
    connectivity.reportAnswer('p1');
    connectivity.reportAnswer('p2');
    connectivity.reportFailure('p2', 'x', { sent: false });
    off();
    connectivity.reportFailure('p1', 'x');
    expect(seen).toEqual(['p1:online', 'p2:online', 'p2:degraded']);
    expect(connectivity.get('p1').state).toBe('degraded');
    connectivity.dispose();
  });
  it('counts server errors and rate-limit refusals as degraded, never unreachable (the host answered)', () => {
    const connectivity = createConnectivity({ size: 10, streak: 3 });
    connectivity.reportAnswer('p1', 'listMangoes', 200);
    connectivity.reportAnswer('p1', 'getMango', 404);
    expect(connectivity.get('p1').state).toBe('online');
    for (let i = 0; i < 4; i += 1) connectivity.reportAnswer('p1', 'listVideoCalls', 503);
    expect(connectivity.get('p1')).toMatchObject({
      state: 'degraded',
      recentFailures: 4,
      message: '4 of the last 6 calls failed: listVideoCalls answered 503.',
    });
    expect(connectivity.get('p1').failures?.[0]?.message).toContain('server error (HTTP 503)');
    connectivity.reportAnswer('p1', 'listPosts', 429);
    expect(connectivity.get('p1').message).toBe('5 of the last 7 calls failed: listPosts answered 429.');

    // Only calls that got no answer at all make the host unreachable.
    const silent = createConnectivity({ streak: 3 });
    for (let i = 0; i < 3; i += 1) silent.reportAnswer('p2', 'getMango', 500);
    expect(silent.get('p2').state).toBe('degraded');
    for (let i = 0; i < 3; i += 1) silent.reportFailure('p2', 'Could not connect.', { sent: false });
    expect(silent.get('p2').state).toBe('unreachable');
    connectivity.dispose();
    silent.dispose();
  });
});
