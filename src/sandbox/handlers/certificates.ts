import {
  CertificateTemplatesQuery,
  CertificateUploadBody,
  CertificatesQuery,
} from '../../shared/contract/certificates';
import type { Handler } from '../context';
import { badRequest } from '../errors';
import { paginate, parseOr400 } from './common';
import type { z } from 'zod';
import type { AwardRecord, CertificateRecordDef } from '../fixture-schema';

type CertificateRecord = z.infer<typeof CertificateRecordDef>;

/** certificates/generateCertificate.json: `{message, success: true}`, no result (generation is asynchronous). */
const certificateUploadJson = () => ({ message: 'Certificate generation started', success: true });

/** certificates/listCertificatesByUser.json: one item of the bare array. Only generated awards are listed. */
function certificateAwardJson(a: AwardRecord) {
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
function certificateTemplateJson(c: CertificateRecord, awards: readonly AwardRecord[], now: string) {
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

/** Asynchronous: the award stays pending until the control API advances certificate generation. */
export const uploadCertificate: Handler = (ctx, core) => {
  const body = parseOr400(CertificateUploadBody, ctx.body);
  const certificate = core.state.byId('certificates', body.certificateId);
  if (!certificate || certificate.creator !== ctx.creator._id) {
    throw badRequest('Invalid request: only certificates created for your Mangoes are supported');
  }
  const fan = core.state.byId('users', body.fanId);
  if (!fan || fan.creator !== ctx.creator._id) throw badRequest('Invalid request: unknown fanId');
  const award = {
    _id: core.state.newId(),
    certificate: certificate._id,
    mango: certificate.mango,
    user: fan._id,
    status: 'pending' as const,
    requestedAt: core.clock.nowIso(),
  };
  core.state.insert('awards', award);
  core.recordEffect('certificate.generationQueued', {
    awardId: award._id,
    certificateId: certificate._id,
    fanId: fan._id,
  });
  return { body: certificateUploadJson() };
};

export const listCertificates: Handler = (ctx, core) => {
  const q = parseOr400(CertificatesQuery, ctx.query);
  const userId = ctx.params.userId ?? '';
  const body = core.state.data.awards
    .filter((a) => a.user === userId && a.status === 'generated')
    .filter((a) => core.state.byId('certificates', a.certificate)?.creator === ctx.creator._id)
    .filter((a) => !q.certificate_id || a.certificate === q.certificate_id)
    .filter((a) => !q.mangoes || q.mangoes.includes(a.mango))
    .map(certificateAwardJson);
  return { body };
};

/** The creator's certificates, a bare array even when paged (certificates/listCertificatesByCreator.json). */
export const listCertificateTemplates: Handler = (ctx, core) => {
  const q = parseOr400(CertificateTemplatesQuery, ctx.query);
  const own = core.state.data.certificates
    .filter((c) => c.creator === ctx.creator._id)
    .filter((c) => !q.mangoes || q.mangoes.includes(c.mango));
  const page = q.limit ? paginate(own, q.limit, q.page ?? 1) : own;
  return { body: page.map((c) => certificateTemplateJson(c, core.state.data.awards, core.clock.nowIso())) };
};
