import type { z } from 'zod';
import type { AwardRecord, CertificateRecordDef } from '../fixture-schema';

type CertificateRecord = z.infer<typeof CertificateRecordDef>;

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

/**
 * certificates/listCertificatesByCreator.json: one certificate definition. The demo state keeps only the
 * id, creator, Mango and title; the rest is derived from its awards. A Mango certificate has no course or
 * workshop (null), and one never sent has no `sentAt`.
 */
export function certificateTemplateJson(c: CertificateRecord, awards: readonly AwardRecord[], now: string) {
  const own = awards.filter((a) => a.certificate === c._id);
  const sent = own.filter((a) => a.status === 'generated');
  const times = own.map((a) => a.requestedAt).sort();
  const created = times[0] ?? now;
  const lastSent = sent.map((a) => a.certificateReceivedOn ?? a.requestedAt).sort();
  return {
    _id: c._id,
    creator: c.creator,
    aliasCreator: c.creator,
    title: c.title,
    content: `Awarded for completing ${c.title.replace(/ Certificate$/, '')}.`,
    signature: `https://cdn.sandbox.invalid/certificates/${c._id}/signature.png`,
    logo: `https://cdn.sandbox.invalid/certificates/${c._id}/logo.png`,
    for: 'mango',
    template: 'template_1',
    course: null,
    workshop: null,
    mango: c.mango,
    sentAt: lastSent.at(-1) ?? null,
    lastScheduledCount: own.length,
    lastSentCount: sent.length,
    autoSend: false,
    issueDate: created,
    additionalSignatures: [],
    cover: `https://cdn.sandbox.invalid/certificates/${c._id}/cover.jpg`,
    isDeleted: false,
    uniqueIdEnabled: true,
    awardName: c.title,
    createdAt: created,
    updatedAt: lastSent.at(-1) ?? created,
  };
}
