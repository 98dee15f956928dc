import type { AnalyticsChannel } from '../../../shared/areas/analytics/channels';
import type { ApiClient } from '../../platform/api';

/**
 * Every channel for the picker, archived ones included (a staff member may chart an archived channel by
 * naming it); the screen marks them and leaves them out of the default, as the service does.
 */
export async function listAnalyticsChannels(
  client: Pick<ApiClient, 'listChannels'>,
  signal?: AbortSignal,
): Promise<AnalyticsChannel[]> {
  const answer = await client.listChannels({ query: { includeArchived: true } }, { signal });
  return answer.data
    .filter((channel): channel is typeof channel & { _id: string } => typeof channel._id === 'string')
    .map((channel) => ({
      id: channel._id,
      name: channel.name?.trim() || `Channel ${channel._id}`,
      isArchived: channel.isArchived === true,
      isHidden: channel.isHidden === true,
    }))
    .sort((a, b) => Number(a.isArchived) - Number(b.isArchived) || a.name.localeCompare(b.name));
}
