import type { ChannelInput } from '@shared/bridge';
import { useActiveProfileId, useBridgeMutation, useBridgeQuery } from '../../data/query';
import { askFor, useProfileInput } from '../../data/targets-and-names';
import { certificatesViews, type CertificateListFilter } from './view-store';

/** A member's certificates, for the filter the user last asked for (nothing is read before). */
export function useCertificateList() {
  const profileId = useActiveProfileId();
  const profile = useProfileInput();
  const { listFor } = certificatesViews.useView(profileId);
  const input = listFor
    ? {
        ...profile,
        userId: listFor.userId,
        ...(listFor.certificateId ? { certificateId: listFor.certificateId } : {}),
        ...(listFor.mangoes.length ? { mangoes: listFor.mangoes } : {}),
      }
    : undefined;
  const query = useBridgeQuery('certificates.list', input, { enabled: input !== undefined });
  const show = (filter: CertificateListFilter) =>
    askFor(
      listFor,
      filter,
      (asked) => certificatesViews.update(profileId, () => ({ listFor: asked })),
      query.refetch,
    );
  return Object.assign(query, { shownFor: listFor, show });
}

/**
 * Asks the service to make a member's certificate; its answer stays on screen (for this profile) until the
 * next request, including after leaving the screen.
 */
export function useStartCertificate() {
  const profileId = useActiveProfileId();
  const profile = useProfileInput();
  const { started } = certificatesViews.useView(profileId);
  const mutation = useBridgeMutation('certificates.start', {
    onSuccess: (answer, input) =>
      certificatesViews.update(input.profileId ?? null, () => ({ started: answer })),
  });
  const start = (ids: Omit<ChannelInput<'certificates.start'>, 'profileId'>) => {
    certificatesViews.update(profileId, () => ({ started: null }));
    mutation.mutate({ ...profile, ...ids });
  };
  return Object.assign(mutation, { started, start });
}

/** The creator's certificates by title, for the pickers and the list (read once per profile, kept 5 min). */
export function useCertificateTemplates() {
  return useBridgeQuery('certificates.templates', useProfileInput(), { staleTime: 5 * 60_000 });
}
