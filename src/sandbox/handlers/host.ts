import { AppConfigQuery, UpdateAppConfigBody } from '../../shared/contract/host';
import type { Handler, RequestContext, SandboxCore } from '../context';
import { badRequest } from '../errors';
import { ownedMango, parseOr400 } from './common';
import type { HostAppRecord, MangoRecord } from '../fixture-schema';
import { mangoJson } from '../serializers/mangoes';

/** A Mango as host/getAppConfigurations.json lists it: the documented fields of the Mango answer only. */
function allowedMangoJson(m: MangoRecord) {
  const full = mangoJson(m);
  const { _id, creator, title, price, currency, description, isHidden, isDeleted } = full;
  const { recurringType, isPublic, isFree, createdAt, updatedAt } = full;
  return {
    _id,
    creator,
    title,
    price,
    currency,
    description,
    isHidden,
    isDeleted,
    recurringType,
    isPublic,
    isFree,
    createdAt,
    updatedAt,
  };
}

/** `{key, allowedMangoes}` with whole Mango objects; a Mango deleted since is left out. */
function appConfigJson(core: SandboxCore, app: HostAppRecord) {
  return {
    key: app.key,
    allowedMangoes: app.allowedMangoes.flatMap((id) => {
      const mango = core.state.byId('mangoes', id);
      return mango && !mango.isDeleted ? [allowedMangoJson(mango)] : [];
    }),
  };
}

/** Only supported apps installed on the dashboard have a configuration (host/getAppConfigurations page). */
function installedApp(core: SandboxCore, ctx: RequestContext, key: string): HostAppRecord {
  const app = core.state.data.hostApps.find((a) => a.creator === ctx.creator._id && a.key === key);
  if (!app) {
    throw badRequest(
      `Invalid request: the app ${key} is not installed on the dashboard; install it there first`,
    );
  }
  return app;
}

export const getAppConfig: Handler = (ctx, core) => {
  const q = parseOr400(AppConfigQuery, ctx.query);
  return { body: appConfigJson(core, installedApp(core, ctx, q.app)) };
};

/** Replaces the allowed Mangoes; an empty list removes them all (the page warns about it). */
export const updateAppConfig: Handler = (ctx, core) => {
  const body = parseOr400(UpdateAppConfigBody, ctx.body);
  const app = installedApp(core, ctx, body.app);
  const mangoes = [...new Set(body.mangoes)];
  const foreign = mangoes.filter((id) => !ownedMango(core, ctx.creator._id, id));
  if (foreign.length) throw badRequest(`Invalid request: mangoes not found: ${foreign.join(', ')}`);
  app.allowedMangoes = mangoes;
  core.state.touch();
  core.recordEffect('host.appConfigured', { app: app.key, mangoes });
  return { body: { message: 'Operation completed successfully', success: true } };
};
