import { join } from 'node:path';
import { z } from 'zod';
import { UpdateFeedUrl } from '../../../shared/areas/settings/channels';
import { appFailure } from '../../../shared/errors';
import { createJsonDocument } from '../../platform/storage/json-document';

/** The console's own settings (not a profile's): `settings.json` in the data directory. */
export const AppSettings = z.object({
  schemaVersion: z.literal(1),
  updates: z.object({
    /** Off by default: no update request leaves the machine until someone turns this on. */
    enabled: z.boolean(),
    feedUrl: UpdateFeedUrl,
    /**
     * A feed address the renderer asked for, not yet confirmed in main (a native dialog). The updater
     * never uses it; only `confirmPendingFeed` moves it to `feedUrl`.
     */
    pendingFeedUrl: UpdateFeedUrl.optional(),
  }),
  notifications: z.object({ bulkJobFinished: z.boolean() }),
  /** The welcome panel of the first start; absent until someone closes it (older files have none). */
  firstRun: z.object({ dismissed: z.boolean() }).optional(),
});
export type AppSettings = z.infer<typeof AppSettings>;

export interface SettingsChange {
  updates?: { enabled?: boolean; feedUrl?: string };
  notifications?: { bulkJobFinished: boolean };
  firstRun?: { dismissed: boolean };
}

export function defaultSettings(): AppSettings {
  return {
    schemaVersion: 1,
    updates: { enabled: false, feedUrl: '' },
    notifications: { bulkJobFinished: true },
  };
}

/** Applies a change, refusing a combination that cannot work (updates on without a feed). */
export function applySettingsChange(current: AppSettings, change: SettingsChange): AppSettings {
  const { feedUrl: asked, ...updates } = change.updates ?? {};
  const next: AppSettings = {
    ...current,
    updates: { ...current.updates, ...updates },
    notifications: { ...current.notifications, ...change.notifications },
    ...(change.firstRun ? { firstRun: { dismissed: change.firstRun.dismissed } } : {}),
  };
  delete next.updates.pendingFeedUrl;
  if (asked !== undefined && asked.trim() === '') {
    // Removing the feed is always safe.
    next.updates.feedUrl = '';
  } else if (asked !== undefined && asked.trim() !== current.updates.feedUrl) {
    // A new address from the renderer waits for main's confirmation.
    next.updates.pendingFeedUrl = asked.trim();
  }
  if (next.updates.enabled && next.updates.feedUrl === '') {
    throw appFailure('validation', 'Enter the update feed address before turning updates on.', {
      details: { issues: [{ path: 'updates.feedUrl', message: 'Required while updates are on' }] },
    });
  }
  return next;
}

export type SettingsListener = (settings: AppSettings) => void;

/**
 * The settings document plus change listeners (the updater follows `updates`). Reads are cheap and
 * always from disk, so a second writer (tests, a repaired file) is seen.
 */
export function createSettingsService(dataDir: string) {
  const document = createJsonDocument(join(dataDir, 'settings.json'), AppSettings, defaultSettings);
  const listeners = new Set<SettingsListener>();
  return {
    path: document.path,
    read: () => document.read(),
    async change(change: SettingsChange): Promise<AppSettings> {
      const next = await document.update((current) => applySettingsChange(current, change));
      for (const listener of listeners) listener(next);
      return next;
    },
    /** Main only, after the person confirmed it: the pending feed becomes the feed. */
    async confirmPendingFeed(url: string): Promise<AppSettings> {
      const next = await document.update((current) => {
        if (current.updates.pendingFeedUrl !== url) {
          throw appFailure(
            'validation',
            'That update feed address is no longer the one waiting for confirmation.',
          );
        }
        const { pendingFeedUrl: _confirmed, ...updates } = current.updates;
        return { ...current, updates: { ...updates, feedUrl: url } };
      });
      for (const listener of listeners) listener(next);
      return next;
    },
    /** Drops a pending feed (refused or not confirmed). */
    async discardPendingFeed(): Promise<AppSettings> {
      return document.update((current) => {
        const { pendingFeedUrl: _dropped, ...updates } = current.updates;
        return { ...current, updates };
      });
    },
    onChange(listener: SettingsListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

/** Applies the settings now and again after every change (the updater and notifications follow them). */
export async function followSettings(
  settings: Pick<SettingsService, 'read' | 'onChange'>,
  apply: SettingsListener,
): Promise<void> {
  apply(await settings.read());
  settings.onChange(apply);
}
