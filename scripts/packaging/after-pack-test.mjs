// electron-builder `afterPack` of the test build (electron-builder.test.yml): the release fuses with
// only the inspector-arguments fuse on, so Playwright's _electron can attach.
import { applyFuses, TEST_FUSES } from './fuses.mjs';

export const fuses = TEST_FUSES;

export default async function afterPack(context) {
  await applyFuses(context, fuses);
}
