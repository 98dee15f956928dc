import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { ServiceDeps } from '../deps';

/** Certificates (both operations deprecated by the service; Mango certificates only). */
export function createCertificateService(deps: ServiceDeps) {
  return {
    async start(input: ChannelArgs<'certificates.start'>): Promise<ChannelOutput<'certificates.start'>> {
      const client = await deps.clients.forId(input.profileId);
      const answer = await client.uploadCertificate({
        certificateId: input.certificateId,
        fanId: input.fanId,
      });
      return {
        message: answer.message?.trim() || 'Certificate generation started',
        requestedAt: deps.now().toISOString(),
      };
    },

    async list(input: ChannelArgs<'certificates.list'>): Promise<ChannelOutput<'certificates.list'>> {
      const client = await deps.clients.forId(input.profileId);
      const records = await client.listCertificates(input.userId, {
        ...(input.certificateId ? { certificate_id: input.certificateId } : {}),
        ...(input.mangoes?.length ? { mangoes: input.mangoes } : {}),
      });
      // Newest first: the person usually checks whether the one just requested has arrived.
      const sorted = [...records].sort((a, b) =>
        (b.certificateReceivedOn ?? '').localeCompare(a.certificateReceivedOn ?? ''),
      );
      return { records: sorted };
    },
  };
}
