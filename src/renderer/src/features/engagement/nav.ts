import { IconAward, IconCertificate, IconKey, IconNews, IconWebhook } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../navigation-area';

/** This feature's areas in the left navigation; only areas that work are listed. */
export const engagementNav: NavigationArea[] = [
  {
    id: 'gamification',
    label: 'Badges & points',
    icon: IconAward,
    component: lazyScreen(() => import('./gamification/GamificationScreen'), 'GamificationScreen'),
    group: 'Engagement',
    description: 'Badges and collective points',
  },
  {
    id: 'certificates',
    label: 'Certificates',
    icon: IconCertificate,
    component: lazyScreen(() => import('./certificates/CertificatesScreen'), 'CertificatesScreen'),
    group: 'Engagement',
    description: "Upload and list people's certificates",
  },
  {
    id: 'feed',
    label: 'Feed',
    icon: IconNews,
    component: lazyScreen(() => import('./feed/FeedScreen'), 'FeedScreen'),
    group: 'Engagement',
    description: 'Posts in the feed',
  },
  {
    id: 'webhooks',
    label: 'Webhooks',
    icon: IconWebhook,
    component: lazyScreen(() => import('./webhooks/WebhooksScreen'), 'WebhooksScreen'),
    group: 'Engagement',
    description: 'Send service events to your systems',
  },
  {
    id: 'token-check',
    label: 'User token check',
    icon: IconKey,
    component: lazyScreen(() => import('./token-check/TokenCheckScreen'), 'TokenCheckScreen'),
    group: 'Customers',
    description: 'Which person a token belongs to',
  },
];
