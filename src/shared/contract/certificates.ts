import { z } from 'zod';
import { IsoDateTime, ObjectId, PageQuery, QueryIdList, pagedOrBareList } from './common';
import { op, V1 } from './operation-row';

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

/**
 * The creator's certificates (certificates/listCertificatesByCreator.json): a bare array of certificate
 * definitions. Only the id and the names people know it by are read; the rest passes through.
 */
export const CertificateTemplate = z.looseObject({
  _id: ObjectId,
  title: z.string().optional(),
  awardName: z.string().optional(),
  mango: ObjectId.nullable().optional(),
  isDeleted: z.boolean().optional(),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplate>;

export const CertificateTemplatesQuery = PageQuery.extend({ mangoes: QueryIdList.optional() });
export type CertificateTemplatesQuery = z.infer<typeof CertificateTemplatesQuery>;

/** The docs show a bare array although limit and page are accepted; a `{total, data}` page is read too. */
export const CertificateTemplateList = pagedOrBareList(CertificateTemplate);
export type CertificateTemplateList = z.infer<typeof CertificateTemplateList>;

/**
 * Rows of `operations`: the creator's certificates, a person's certificates and the deprecated upload
 * (certificates/).
 */
export const certificateRows = {
  uploadCertificate: op({
    name: 'uploadCertificate',
    words: 'Upload a certificate',
    method: 'POST',
    path: `${V1}/certificates/upload`,
    family: 'bearer',
    body: CertificateUploadBody,
    response: CertificateUploadResponse,
    deprecated: true,
  }),
  /** certificates/listCertificatesByCreator.json: the creator's certificates, with their titles. */
  listCertificateTemplates: op({
    name: 'listCertificateTemplates',
    words: "List the creator's certificates",
    method: 'GET',
    path: `${V1}/certificates`,
    family: 'bearer',
    query: CertificateTemplatesQuery,
    response: CertificateTemplateList,
  }),
  listCertificates: op({
    name: 'listCertificates',
    words: "List a person's certificates",
    method: 'GET',
    path: `${V1}/certificates/:userId`,
    family: 'bearer',
    query: CertificatesQuery,
    response: CertificateList,
    deprecated: true,
  }),
} as const;
