import { describe, expect, it, vi } from 'vitest';
import { startDraftWatch } from '../../../src/main/areas/home/draft-watch';

describe('the background draft watch', () => {
  it('checks only while notifications are on, one round at a time, and survives a failed round', async () => {
    let on = false;
    let release: () => void = () => undefined;
    const check = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          release = () => resolve(1);
        }),
    );
    const watch = startDraftWatch({ check, enabled: async () => on, everyMs: 3_600_000 });
    await watch.tick();
    expect(check).not.toHaveBeenCalled();
    on = true;
    const first = watch.tick();
    const second = watch.tick();
    await vi.waitFor(() => expect(check).toHaveBeenCalledOnce());
    release();
    await Promise.all([first, second]);
    expect(check).toHaveBeenCalledOnce();
    check.mockRejectedValueOnce(new Error('service down'));
    await expect(watch.tick()).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledTimes(2);
    watch.stop();
  });

  it('runs on its own every period', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(async () => 0);
      const watch = startDraftWatch({ check, enabled: async () => true, everyMs: 1_000 });
      await vi.advanceTimersByTimeAsync(3_500);
      expect(check).toHaveBeenCalledTimes(3);
      watch.stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(check).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
