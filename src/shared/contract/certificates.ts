import { z } from 'zod';
import { IsoDateTime, ObjectId, QueryIdList } from './common';

export const CertificateUploadBody = z.object({ certificateId: ObjectId, fanId: ObjectId });
export type CertificateUploadBody = z.infer<typeof CertificateUploadBody>;

/** Returned at once; the certificate is generated in the background. */
export const CertificateUploadResponse = z.looseObject({
  message: z.string().optional(),
  success: z.literal(true),
});
export type CertificateUploadResponse = z.infer<typeof CertificateUploadResponse>;

export const CertificatesQuery = z.object({
  certificate_id: ObjectId.optional(),
  mangoes: QueryIdList.optional(),
});
export type CertificatesQuery = z.infer<typeof CertificatesQuery>;

export const CertificateRecord = z.looseObject({
  _id: ObjectId,
  mango: ObjectId.optional(),
  certificate: ObjectId.optional(),
  certificateReceivedOn: IsoDateTime.optional(),
});
export type CertificateRecord = z.infer<typeof CertificateRecord>;

export const CertificateList = z.array(CertificateRecord);
export type CertificateList = z.infer<typeof CertificateList>;
