import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import type { AppConfigView, appConfigChannels } from '../../../shared/areas/app-config/channels';
import type { HostAppKey } from '../../../shared/contract/host';
import { appFailure } from '../../../shared/errors';
import type { ApiClient } from '../../platform/api';
import type { CallOptions } from '../../platform/api/types';
import type { Handlers } from '../../platform/handlers';
import { createKeyedQueue } from '../../platform/storage/atomic-file';
import type { ServiceDeps } from '../deps';

async function read(client: ApiClient, app: HostAppKey, options: CallOptions): Promise<AppConfigView> {
  const config = await client.getAppConfig({ query: { app } }, options);
  return {
    app,
    allowedMangoes: (config.allowedMangoes ?? []).map((m) => ({
      _id: m._id,
      ...('title' in m && typeof m.title === 'string' ? { title: m.title } : {}),
    })),
  };
}

const idsOf = (view: AppConfigView) => view.allowedMangoes.map((m) => m._id);
/** The same Mangoes, order aside. Each side is a set: a list repeating an id is refused before this. */
const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * The list as the screen read it names each Mango once (the service's list does). A repeated id is a
 * crafted or broken request, not a list anyone saw: refused, so it can never pass the conflict check.
 */
function checkExpected(expected: readonly string[]): void {
  const repeated = expected.filter((id, i) => expected.indexOf(id) !== i);
  if (repeated.length) {
    throw appFailure(
      'validation',
      `The list of allowed Mangoes you started from names ${repeated[0]} twice, so it cannot be the list the service holds. Reload the app's configuration and make your change again.`,
    );
  }
}

/** Reads one app's configuration; its allowed Mangoes with their titles. */
export async function appConfig(
  client: ApiClient,
  input: ChannelArgs<'appConfig.get'>,
  options: CallOptions,
): Promise<ChannelOutput<'appConfig.get'>> {
  return read(client, input.app, options);
}

/**
 * The field diff: re-read, refuse when the service no longer holds what the screen showed, send only when
 * the list changes, and answer what the service holds afterwards.
 */
export async function updateAppConfig(
  client: ApiClient,
  input: ChannelArgs<'appConfig.update'>,
  options: CallOptions,
): Promise<ChannelOutput<'appConfig.update'>> {
  checkExpected(input.expected);
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
  await client.updateAppConfig({ body: { app: input.app, mangoes } }, options);
  const after = await read(client, input.app, options);
  return { before, after, change };
}

/** The white-label host's app configurations (issue 21). */
export function appConfigHandlers(deps: ServiceDeps): Pick<Handlers, keyof typeof appConfigChannels> {
  // Saves of one profile run one at a time: each re-reads and checks the list after the one before it
  // wrote, so of two saves from the same list the second sees a conflict instead of undoing the first.
  const saves = createKeyedQueue();
  const profileKey = async (profileId: string | undefined) => profileId ?? (await deps.profiles.active()).id;
  return {
    'appConfig.get': async (input, { signal }) =>
      appConfig(await deps.clients.forId(input.profileId), input, signal ? { signal } : {}),
    'appConfig.update': async (input, { signal }) =>
      saves(await profileKey(input.profileId), async () =>
        updateAppConfig(await deps.clients.forId(input.profileId), input, signal ? { signal } : {}),
      ),
  };
}
