import { IconCertificate } from '@tabler/icons-react';
import { lazyScreen } from '../../components/lazy-screen';
import type { NavigationArea } from '../../components/navigation-area';

/** Certificates: a member's certificates and their generation. */
export const certificatesNav: NavigationArea[] = [
  {
    id: 'certificates',
    label: 'Certificates',
    icon: IconCertificate,
    component: lazyScreen(() => import('./CertificatesScreen'), 'CertificatesScreen'),
    group: 'Engagement',
    description: "Upload and list people's certificates",
  },
];
