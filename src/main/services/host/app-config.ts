import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { AppConfigView } from '../../../shared/channels/host';
import type { HostAppKey } from '../../../shared/contract/host';
import { appFailure } from '../../../shared/errors';
import type { ApiClient } from '../../api';
import type { CallOptions } from '../../api/types';

async function read(client: ApiClient, app: HostAppKey, options: CallOptions): Promise<AppConfigView> {
  const config = await client.getAppConfig(app, options);
  return {
    app,
    allowedMangoes: (config.allowedMangoes ?? []).map((m) => ({
      _id: m._id,
      ...('title' in m && typeof m.title === 'string' ? { title: m.title } : {}),
    })),
  };
}

const idsOf = (view: AppConfigView) => view.allowedMangoes.map((m) => m._id);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Reads one app's configuration; its allowed Mangoes with their titles. */
export async function appConfig(
  client: ApiClient,
  input: ChannelArgs<'host.appConfig'>,
  options: CallOptions,
): Promise<ChannelOutput<'host.appConfig'>> {
  return read(client, input.app, options);
}

/**
 * The field diff: re-read, refuse when the service no longer holds what the screen showed, send only when
 * the list changes, and answer what the service holds afterwards.
 */
export async function updateAppConfig(
  client: ApiClient,
  input: ChannelArgs<'host.updateAppConfig'>,
  options: CallOptions,
): Promise<ChannelOutput<'host.updateAppConfig'>> {
  const mangoes = [...new Set(input.mangoes)];
  const before = await read(client, input.app, options);
  if (!sameSet(idsOf(before), input.expected)) {
    throw appFailure(
      'conflict',
      `The allowed Mangoes of ${input.app} changed since you opened them (someone else saved first). Reload to see the current list, then make your change again.`,
    );
  }
  const current = new Set(idsOf(before));
  const change = {
    added: mangoes.filter((id) => !current.has(id)),
    removed: idsOf(before).filter((id) => !mangoes.includes(id)),
  };
  if (!change.added.length && !change.removed.length) {
    throw appFailure('validation', 'Nothing to save: the allowed Mangoes are the same as before.');
  }
  await client.updateAppConfig({ app: input.app, mangoes }, options);
  const after = await read(client, input.app, options);
  return { before, after, change };
}
