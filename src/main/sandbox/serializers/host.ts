import type { SandboxCore } from '../context';
import type { HostAppRecord, MangoRecord } from '../fixture-schema';

/** A Mango as host/getAppConfigurations.json lists it: the documented fields only. */
function allowedMangoJson(m: MangoRecord) {
  return {
    _id: m._id,
    creator: m.creator,
    title: m.title ?? '',
    price: m.price ?? 0,
    currency: m.currency ?? 'INR',
    description: m.description ?? '',
    isHidden: m.isHidden ?? false,
    isDeleted: m.isDeleted ?? false,
    recurringType: m.recurringType ?? null,
    isPublic: m.isPublic ?? true,
    isFree: m.isFree ?? false,
    createdAt: m.createdAt ?? '',
    updatedAt: m.updatedAt ?? m.createdAt ?? '',
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
