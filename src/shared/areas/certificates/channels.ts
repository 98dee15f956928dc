import { z } from 'zod';
import { CertificateRecord, CertificateTemplate } from '../../contract/certificates';
import { ObjectId } from '../../contract/common';
import { MangoIds, ProfileScoped } from '../../channels/common';

/** Bridge channels of the Certificates screen (joined into the engagement area's table in engagement.ts). */
export const certificateChannels = {
  /** Deprecated by the service; answers at once, the certificate is made in the background. */
  'certificates.start': {
    input: ProfileScoped.extend({ certificateId: ObjectId, fanId: ObjectId }).strict(),
    output: z.object({ message: z.string(), requestedAt: z.string() }),
  },
  /** The creator's certificates by title, for the pickers (every page; not deprecated). */
  'certificates.templates': {
    reads: true,
    input: ProfileScoped.strict(),
    output: z.object({ certificates: z.array(CertificateTemplate) }),
  },
  'certificates.list': {
    reads: true,
    input: ProfileScoped.extend({
      userId: ObjectId,
      certificateId: ObjectId.optional(),
      mangoes: MangoIds.optional(),
    }).strict(),
    output: z.object({ records: z.array(CertificateRecord) }),
  },
} as const;
