// electron-builder `afterPack` of the release build (electron-builder.yml): every fuse of RELEASE_FUSES.
import { applyFuses, RELEASE_FUSES } from './fuses.mjs';

export const fuses = RELEASE_FUSES;

export default async function afterPack(context) {
  await applyFuses(context, fuses);
}
