import { IconWebhook } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** Webhooks: subscriptions, the built-in receiver and its deliveries. */
export const webhooksNav: NavigationArea[] = [
  {
    id: 'webhooks',
    label: 'Webhooks',
    icon: IconWebhook,
    component: lazyScreen(() => import('./WebhooksScreen'), 'WebhooksScreen'),
    group: 'Engagement',
    description: 'Send service events to your systems',
  },
];
