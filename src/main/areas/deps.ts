import { join } from 'node:path';
import type { SendEvent } from '../platform/events';
import type { ActivityLog } from '../platform/activity-log/activity-log';
import type { ApiClients } from '../platform/api-clients';
import type { EmbeddedSandbox } from './profiles/embedded-sandbox';
import type { ProfilesService } from './profiles/profiles';

/** What every area's services get from compose.ts; each area takes what it needs. */
export interface ServiceDeps {
  dataDir: string;
  profiles: ProfilesService;
  /** `await clients.forId(profileId)`: the typed API client of a profile (the active one when omitted). */
  clients: ApiClients;
  emit: SendEvent;
  /** Reads (which wait for queued lines) and `flush` before anything reads the files themselves. */
  activityLog: Pick<ActivityLog, 'read' | 'flush'>;
  /** The embedded sandbox (its URL and demo credentials), for sandbox-only features. */
  sandbox: EmbeddedSandbox;
  /**
   * The generation of the sandbox's data a profile points at (a reset begins a new one), so what is
   * remembered about sandbox data can be tied to it; undefined for every non-sandbox profile.
   */
  sandboxGeneration(profileId: string): Promise<{ id: string; startedAt: string } | undefined>;
  now: () => Date;
  /** Registers cleanup for when the console closes (servers, timers, runners); run in reverse order. */
  onClose: (cleanup: () => Promise<void> | void) => void;
}

/** Per-profile files (caches, drafts, journals) live under `<dataDir>/profiles/<profileId>/`. */
export function profileDir(dataDir: string, profileId: string): string {
  return join(dataDir, 'profiles', profileId);
}
