import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { withSignal } from '../../platform/api/types';
import type { ServiceDeps } from '../deps';

const PAGE = 100;
/** 2,000 certificates: more than any picker can show usefully. */
const MAX_PAGES = 20;

/** Certificates (both operations deprecated by the service; Mango certificates only). */
export function createCertificateService(deps: ServiceDeps) {
  return {
    async start(
      input: ChannelArgs<'certificates.start'>,
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'certificates.start'>> {
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
    async templates(
      input: ChannelArgs<'certificates.templates'>,
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'certificates.templates'>> {
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

    async list(
      input: ChannelArgs<'certificates.list'>,
      signal?: AbortSignal,
    ): Promise<ChannelOutput<'certificates.list'>> {
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
