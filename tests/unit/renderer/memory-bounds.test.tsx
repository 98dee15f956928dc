import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { mark } from '../../../src/renderer/src/areas/analytics/marks';
import { MUTATION_GC_MS, useBridgeMutation } from '../../../src/renderer/src/data/query';
import { fakeBridge, renderWithBridge } from './fake-bridge';

// What the renderer keeps for as long as the console stays open must not grow with each screen visit.
describe('renderer memory bounds', () => {
  afterEach(() => {
    vi.useRealTimers();
    performance.clearMarks();
  });

  it('keeps a finished write while its screen shows it, and drops it MUTATION_GC_MS after the screen closes', async () => {
    const fake = fakeBridge({ 'mangoes.refresh': () => ({ profileId: 'p1', mangoes: [] }) });
    const { result, unmount, client } = renderWithBridge(fake.api, () =>
      useBridgeMutation('mangoes.refresh'),
    );
    await act(() => result.current.mutateAsync({}));
    const writes = () => client.getMutationCache().getAll().length;
    expect(writes()).toBe(1);

    vi.useFakeTimers();
    vi.advanceTimersByTime(MUTATION_GC_MS * 2);
    expect(writes()).toBe(1); // the screen is still open: its write (and its error, if any) stays

    unmount();
    vi.advanceTimersByTime(MUTATION_GC_MS - 1);
    expect(writes()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(writes()).toBe(0);
  });

  it('keeps only the newest analytics mark of each name, however often the screen opens', () => {
    mark('analytics:painted');
    mark('analytics:response');
    mark('analytics:painted');
    mark('analytics:painted');
    const painted = performance.getEntriesByName('analytics:painted', 'mark');
    expect(painted).toHaveLength(1);
    expect(performance.getEntriesByName('analytics:response', 'mark')).toHaveLength(1);
    expect(performance.getEntriesByType('mark')).toHaveLength(2);
  });
});
