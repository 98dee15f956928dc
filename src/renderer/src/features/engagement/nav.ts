import { IconAward, IconCertificate, IconKey, IconNews, IconWebhook } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { CertificatesScreen } from './certificates/CertificatesScreen';
import { FeedScreen } from './feed/FeedScreen';
import { GamificationScreen } from './gamification/GamificationScreen';
import { TokenCheckScreen } from './token-check/TokenCheckScreen';
import { WebhooksScreen } from './webhooks/WebhooksScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const engagementNav: NavigationArea[] = [
  { id: 'gamification', label: 'Badges & points', icon: IconAward, component: GamificationScreen },
  { id: 'certificates', label: 'Certificates', icon: IconCertificate, component: CertificatesScreen },
  { id: 'feed', label: 'Feed', icon: IconNews, component: FeedScreen },
  { id: 'webhooks', label: 'Webhooks', icon: IconWebhook, component: WebhooksScreen },
  { id: 'token-check', label: 'User token check', icon: IconKey, component: TokenCheckScreen },
];
