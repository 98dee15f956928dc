import type { ChannelOutput } from '@shared/bridge';
import { createProfileViews } from '../../data/profile-views';

export interface WebhooksView {
  /** What the sandbox said it did for the last "Fire", and who answered. */
  lastFire: ChannelOutput<'webhooks.fire'> | null;
}

export const webhooksViews = createProfileViews<WebhooksView>({ lastFire: null });
