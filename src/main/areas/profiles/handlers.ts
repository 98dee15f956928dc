import type { Handlers } from '../../platform/handlers';
import type { ActivityLog } from '../../platform/activity-log/activity-log';
import type { ApiClients } from '../../platform/api-clients';
import { testConnection } from './connection-test';
import type { ProfilesService } from './profiles';

type ProfileChannel =
  | 'profiles.list'
  | 'profiles.create'
  | 'profiles.update'
  | 'profiles.delete'
  | 'profiles.setActive'
  | 'profiles.testConnection'
  | 'profiles.secretStatus'
  | 'profiles.setSecret'
  | 'profiles.clearSecret';

function secretInput(accessToken?: string, apiKey?: string): { accessToken?: string; apiKey?: string } {
  return { ...(accessToken ? { accessToken } : {}), ...(apiKey ? { apiKey } : {}) };
}

export function profileHandlers(
  profiles: ProfilesService,
  clients: ApiClients,
  activityLog: Pick<ActivityLog, 'record'>,
): Pick<Handlers, ProfileChannel> {
  return {
    'profiles.list': () => profiles.list(),
    'profiles.create': ({ accessToken, apiKey, ...draft }) =>
      profiles.create(draft, secretInput(accessToken, apiKey)),
    'profiles.update': ({ id, accessToken, apiKey, ...patch }) =>
      profiles.update(id, patch, secretInput(accessToken, apiKey)),
    'profiles.delete': ({ id }) => profiles.delete(id),
    'profiles.setActive': ({ id }) => profiles.setActive(id),
    'profiles.testConnection': async ({ id }, { signal }) => {
      const profile = await profiles.get(id);
      const checks = await testConnection(
        profile,
        clients.forProfile(profile),
        clients.transport,
        () => profiles.secretsFor(id),
        activityLog,
        signal,
      );
      return { profileId: id, checks };
    },
    'profiles.secretStatus': ({ profileId }) => profiles.secretStatus(profileId),
    'profiles.setSecret': ({ profileId, ...values }) => profiles.setSecrets(profileId, values),
    'profiles.clearSecret': ({ profileId, which }) => profiles.clearSecrets(profileId, which),
  };
}
