import type { CallOptions, Invoke, OperationBody, OperationOutput, OperationQuery } from '../types';

/** Certificates (both operations deprecated by the service). */
export function certificateOperations(invoke: Invoke) {
  return {
    /** Asynchronous on the service: answers at once, the certificate is generated later. */
    uploadCertificate: (
      body: OperationBody<'uploadCertificate'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'uploadCertificate'>> => invoke('uploadCertificate', { body }, options),
    /** The creator's certificates (not deprecated), for picking one by title. */
    listCertificateTemplates: (
      query?: OperationQuery<'listCertificateTemplates'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listCertificateTemplates'>> =>
      invoke('listCertificateTemplates', { query }, options),
    listCertificates: (
      userId: string,
      query?: OperationQuery<'listCertificates'>,
      options?: CallOptions,
    ): Promise<OperationOutput<'listCertificates'>> =>
      invoke('listCertificates', { params: { userId }, query }, options),
  };
}
