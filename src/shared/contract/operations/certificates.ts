import {
  CertificateList,
  CertificatesQuery,
  CertificateTemplateList,
  CertificateTemplatesQuery,
  CertificateUploadBody,
  CertificateUploadResponse,
} from '../certificates';
import { op, V1 } from './define';

/**
 * Rows of `operations`: the creator's certificates, a person's certificates and the deprecated upload
 * (certificates/).
 */
export const certificateRows = {
  uploadCertificate: op({
    name: 'uploadCertificate',
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
    method: 'GET',
    path: `${V1}/certificates`,
    family: 'bearer',
    query: CertificateTemplatesQuery,
    response: CertificateTemplateList,
  }),
  listCertificates: op({
    name: 'listCertificates',
    method: 'GET',
    path: `${V1}/certificates/:userId`,
    family: 'bearer',
    query: CertificatesQuery,
    response: CertificateList,
    deprecated: true,
  }),
} as const;
