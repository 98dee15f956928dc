import type { ChannelOutput } from '@shared/bridge';
import { createProfileViews } from '../../data/profile-views';

/** Whose certificates to list: a member, and optionally one certificate or some Mangoes. */
export interface CertificateListFilter {
  userId: string;
  certificateId?: string;
  mangoes: string[];
}

export interface CertificatesView {
  /** The filter the list on screen answers: the user's last "Show certificates". */
  listFor: CertificateListFilter | null;
  /** The service's answer to the last "Start generation" (the certificate is then made in the background). */
  started: ChannelOutput<'certificates.start'> | null;
}

export const certificatesViews = createProfileViews<CertificatesView>({ listFor: null, started: null });
