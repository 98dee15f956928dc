import { IconAward, IconCertificate, IconKey, IconNews, IconWebhook } from '@tabler/icons-react';
import type { NavigationArea } from '../../navigation';
import { CertificatesScreen } from './certificates/CertificatesScreen';
import { FeedScreen } from './feed/FeedScreen';
import { GamificationScreen } from './gamification/GamificationScreen';
import { TokenCheckScreen } from './token-check/TokenCheckScreen';
import { WebhooksScreen } from './webhooks/WebhooksScreen';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const engagementNav: NavigationArea[] = [
  {
    id: 'gamification',
    label: 'Badges & points',
    icon: IconAward,
    component: GamificationScreen,
    group: 'Engagement',
    description: 'Badges and collective points',
  },
  {
    id: 'certificates',
    label: 'Certificates',
    icon: IconCertificate,
    component: CertificatesScreen,
    group: 'Engagement',
    description: "Upload and list people's certificates",
  },
  {
    id: 'feed',
    label: 'Feed',
    icon: IconNews,
    component: FeedScreen,
    group: 'Engagement',
    description: 'Posts in the feed',
  },
  {
    id: 'webhooks',
    label: 'Webhooks',
    icon: IconWebhook,
    component: WebhooksScreen,
    group: 'Engagement',
    description: 'Send service events to your systems',
  },
  {
    id: 'token-check',
    label: 'User token check',
    icon: IconKey,
    component: TokenCheckScreen,
    group: 'Customers',
    description: 'Which person a token belongs to',
  },
];
