import {
  CertificateTemplatesQuery,
  CertificateUploadBody,
  CertificatesQuery,
} from '../../shared/contract/certificates';
import type { Handler } from '../context';
import { badRequest } from '../errors';
import {
  certificateAwardJson,
  certificateTemplateJson,
  certificateUploadJson,
} from '../serializers/certificates';
import { paginate, parseOr400 } from './common';

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
