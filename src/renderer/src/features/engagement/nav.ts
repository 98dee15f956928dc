import { IconAward, IconCertificate, IconKey, IconNews, IconWebhook } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { CertificatesScreen } from './CertificatesScreen';
import { FeedScreen } from './FeedScreen';
import { GamificationScreen } from './GamificationScreen';
import { TokenCheckScreen } from './TokenCheckScreen';
import { WebhooksScreen } from './WebhooksScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const engagementNav: NavigationArea[] = [
  { id: 'gamification', label: 'Badges & points', icon: IconAward, component: GamificationScreen },
  { id: 'certificates', label: 'Certificates', icon: IconCertificate, component: CertificatesScreen },
  { id: 'feed', label: 'Feed', icon: IconNews, component: FeedScreen },
  { id: 'webhooks', label: 'Webhooks', icon: IconWebhook, component: WebhooksScreen },
  { id: 'token-check', label: 'User token check', icon: IconKey, component: TokenCheckScreen },
];
