import type { AwardRecord } from '../fixture-schema';

/** certificates/generateCertificate.json: `{message, success: true}`, no result (generation is asynchronous). */
export const certificateUploadJson = () => ({ message: 'Certificate generation started', success: true });

/** certificates/listCertificatesByUser.json: one item of the bare array. Only generated awards are listed. */
export function certificateAwardJson(a: AwardRecord) {
  return {
    _id: a._id,
    mango: a.mango,
    certificate: a.certificate,
    ...(a.certificateReceivedOn ? { certificateReceivedOn: a.certificateReceivedOn } : {}),
  };
}
