import type { certificateChannels } from '../../../shared/areas/certificates/channels';
import type { ChannelOutput } from '../../../shared/bridge';
import { withSignal } from '../../platform/api/types';
import type { Handlers } from '../../platform/handlers';
import type { ServiceDeps } from '../deps';

const PAGE = 100;
/** 2,000 certificates: more than any picker can show usefully. */
const MAX_PAGES = 20;

/**
 * Certificates (both operations deprecated by the service; Mango certificates only): a member's certificates,
 * the templates, and starting a certificate's generation.
 */
export function certificateHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof certificateChannels> {
  return {
    'certificates.start': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const answer = await client.uploadCertificate(
        {
          body: {
            certificateId: input.certificateId,
            fanId: input.fanId,
          },
        },
        withSignal(signal),
      );
      return {
        message: answer.message?.trim() || 'Certificate generation started',
        requestedAt: deps.now().toISOString(),
      };
    },

    /** Every certificate the creator made, page by page (the docs answer a bare array, even when paged). */
    'certificates.templates': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const certificates: ChannelOutput<'certificates.templates'>['certificates'] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await client.listCertificateTemplates(
          { query: { limit: PAGE, page } },
          withSignal(signal),
        );
        certificates.push(...answer.data.filter((c) => !c.isDeleted));
        if (answer.data.length < PAGE) break;
      }
      return { certificates };
    },

    'certificates.list': async (input, { signal }) => {
      const client = await deps.clients.forId(input.profileId);
      const records = await client.listCertificates(
        {
          params: { userId: input.userId },
          query: {
            ...(input.certificateId ? { certificate_id: input.certificateId } : {}),
            ...(input.mangoes?.length ? { mangoes: input.mangoes } : {}),
          },
        },
        withSignal(signal),
      );
      // Newest first: the person usually checks whether the one just requested has arrived.
      const sorted = [...records].sort((a, b) =>
        (b.certificateReceivedOn ?? '').localeCompare(a.certificateReceivedOn ?? ''),
      );
      return { records: sorted };
    },
  };
}
