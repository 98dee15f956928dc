import type { SandboxCore } from '../context';
import type { HostAppRecord, MangoRecord } from '../fixture-schema';
import { mangoJson } from './mangoes';

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
export function appConfigJson(core: SandboxCore, app: HostAppRecord) {
  return {
    key: app.key,
    allowedMangoes: app.allowedMangoes.flatMap((id) => {
      const mango = core.state.byId('mangoes', id);
      return mango && !mango.isDeleted ? [allowedMangoJson(mango)] : [];
    }),
  };
}
