import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate, routeHash, useAreaPath, useRoute } from '../../../src/renderer/src/data/route';
import { useHashRoute } from '../../../src/renderer/src/app/shell/use-hash-route';

describe('the address of every place', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '#/');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

  it('pushes one history entry per place and reads segments back decoded', () => {
    const { result } = renderHook(() => useRoute());
    const before = window.history.length;
    act(() => navigate(['video-calls', 'call', 'a/b c']));
    expect(window.location.hash).toBe('#/video-calls/call/a%2Fb%20c');
    expect(result.current).toEqual(['video-calls', 'call', 'a/b c']);
    expect(window.history.length).toBe(before + 1);
    act(() => navigate(['video-calls', 'call', 'a/b c']));
    expect(window.history.length).toBe(before + 1);
    act(() => navigate(['video-calls'], { replace: true }));
    expect(window.history.length).toBe(before + 1);
    expect(result.current).toEqual(['video-calls']);
  });

  it('follows Back and typed addresses through hashchange', () => {
    const { result } = renderHook(() => useAreaPath('mangoes'));
    window.location.hash = routeHash(['mangoes', 'mango', 'm1']);
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(result.current[0]).toEqual(['mango', 'm1']);
    act(() => result.current[1](['drafts']));
    expect(window.location.hash).toBe('#/mangoes/drafts');
    expect(result.current[0]).toEqual(['drafts']);
  });

  it('gives an area an empty, stable path while another area is open', () => {
    const { result, rerender } = renderHook(() => useAreaPath('mangoes'));
    act(() => navigate(['analytics', 'x']));
    const first = result.current[0];
    rerender();
    expect(first).toEqual([]);
    expect(result.current[0]).toBe(first);
  });

  it('opens the first area for an unknown or empty address, and the named area otherwise', () => {
    const { result } = renderHook(() => useHashRoute(['video-calls', 'mangoes'], 'video-calls'));
    expect(result.current[0]).toBe('video-calls');
    act(() => navigate(['nowhere']));
    expect(result.current[0]).toBe('video-calls');
    act(() => result.current[1]('mangoes'));
    expect(result.current[0]).toBe('mangoes');
    act(() => navigate(['mangoes', 'drafts']));
    expect(result.current[0]).toBe('mangoes');
  });

  it('an address saved under a screen’s old name opens it under its new one, in place of the old entry', () => {
    const { result } = renderHook(() => useHashRoute(['video-calls', 'bulk-jobs'], 'video-calls'));
    act(() => navigate(['migration', 'job', 'job-1']));
    expect(result.current[0]).toBe('bulk-jobs');
    expect(window.location.hash).toBe('#/bulk-jobs/job/job-1');
    act(() => navigate(['app-configuration']));
    // Renamed, but not a screen of this list: the first area, as for any unknown address.
    expect(result.current[0]).toBe('video-calls');
  });
});
