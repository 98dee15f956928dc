import type { homeChannels } from '../../../shared/areas/home/channels';
import type { JobSummary } from '../../../shared/areas/bulk-jobs/channels';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';
import { createDraftsStore } from '../mangoes/drafts-store';
import { serviceNow, type ServiceClocks } from '../video-calls/service-clock';
import { createSettingsService } from '../settings/settings-file';
import { startDraftWatch } from './draft-watch';
import { createHomeOverview } from './overview';

export interface HomeSources {
  /** Every job on this computer (the bulk-jobs area's list, through the bridge table). */
  jobs: () => Promise<readonly JobSummary[]>;
  /** Each profile's service clock, shared with the video-call screens. */
  clocks: ServiceClocks;
}

/** Home's channel: every profile's card, read without switching the active profile. */
export function homeHandlers(
  deps: ServiceDeps,
  sources: HomeSources,
): Pick<Handlers, keyof typeof homeChannels> {
  const drafts = createDraftsStore(deps.dataDir);
  const home = createHomeOverview({
    profiles: async () => (await deps.profiles.list()).profiles,
    // The profile's own client: its address, its credentials, its host's rate budget.
    clientFor: (profile) => deps.clients.forProfile(profile),
    drafts: (profileId) => drafts.all(profileId),
    jobs: sources.jobs,
    generationOf: async (profileId) => (await deps.sandboxGeneration(profileId))?.id,
    serviceNow: async (profile) => (await serviceNow(profile, sources.clocks)).now,
    onDraftMangoChanged: (change) => deps.emit('mangoes.draftMangoChanged', change),
  });
  // A changed Mango is told (notifications on) though Home is not the open screen.
  const settings = createSettingsService(deps.dataDir);
  const watch = startDraftWatch({
    check: () => home.checkDrafts(),
    enabled: () =>
      settings.read().then(
        (current) => current.notifications.bulkJobFinished,
        () => false,
      ),
  });
  deps.onClose(() => watch.stop());
  return {
    'home.overview': (input, { signal }) => home.overview(input, signal),
  };
}
