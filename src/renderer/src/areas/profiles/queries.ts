import { useRef } from 'react';
import {
  useMutation,
  useQueries,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ChannelOutput } from '@shared/bridge';
import type { AppError } from '@shared/errors';
import type { KeychainState, Profile, ProfileDraft, SecretStatus } from '@shared/profile';
import { useApi } from '../../data/api-context';
import { profileListKey, useProfileList } from '../../components/profile-queries';
import { appErrorOf, invokeOrThrow } from '../../data/bridge';
import { APP_SCOPE, bridgeKey, bridgeQuery, useBridgeMutation } from '../../data/query';
import { changedFields } from './profile-form';
import type { TypedSecrets } from './typed-secrets';

/** Whether each secret is stored, per profile. Booleans only: the renderer never holds a stored secret. */
export type SecretFlags = Pick<SecretStatus, 'accessToken' | 'apiKey'>;

export interface ProfileSecrets {
  /** By profile id; a profile is missing until main has answered for it. */
  flags: Record<string, SecretFlags>;
  /** The OS keychain as main reports it (an unavailable keychain wins); null until main has answered. */
  keychain: KeychainState | null;
}

export function secretStatusKey(profileId: string) {
  return bridgeKey('profiles.secretStatus', APP_SCOPE, { profileId });
}

/** Joins the per-profile answers: flags for each, and the keychain state (an unavailable keychain wins). */
export function combineSecretStatuses(
  profiles: readonly Pick<Profile, 'id'>[],
  results: readonly Pick<UseQueryResult<SecretStatus>, 'data' | 'error'>[],
): ProfileSecrets {
  const flags: Record<string, SecretFlags> = {};
  let keychain: KeychainState | null = null;
  results.forEach((result, index) => {
    const id = profiles[index]?.id;
    if (id && result.data) flags[id] = { accessToken: result.data.accessToken, apiKey: result.data.apiKey };
    const error = appErrorOf(result.error);
    if (error?.kind === 'keychain_unavailable') keychain = { available: false, message: error.message };
    // Main reports the real keychain state for every profile, the sandbox too, so the screen knows it
    // before the first live profile exists.
    else if (result.data && keychain?.available !== false) keychain = result.data.keychain;
  });
  return { flags, keychain };
}

/** The stored-secret flags of every profile in the list, and the keychain's state. */
export function useProfileSecrets(): ProfileSecrets {
  const api = useApi();
  const profiles = useProfileList().data?.profiles ?? [];
  return useQueries({
    queries: profiles.map((p) => bridgeQuery(api, 'profiles.secretStatus', APP_SCOPE, { profileId: p.id })),
    combine: (results) => combineSecretStatuses(profiles, results),
  });
}

/**
 * A write refused because the keychain is unavailable: every cached status learns it at once, with the
 * how-to-fix text main gave (details.keychain) rather than the refusal sentence.
 */
export function markKeychainDown(client: QueryClient, error: AppError | null): void {
  if (error?.kind !== 'keychain_unavailable') return;
  const details = error.details as { keychain?: unknown } | undefined;
  const help = typeof details?.keychain === 'string' && details.keychain ? details.keychain : undefined;
  client.setQueriesData<SecretStatus>({ queryKey: ['profiles.secretStatus'] }, (status) =>
    status
      ? {
          ...status,
          keychain: { available: false, message: help ?? status.keychain.message ?? error.message },
        }
      : status,
  );
}

export interface SaveProfileRequest {
  /** The profile being edited, or null to create one. */
  profile: Profile | null;
  draft: ProfileDraft;
  secrets: TypedSecrets;
}

/**
 * Creates or updates a profile with the secrets typed alongside it, in one call that main applies whole or
 * not at all (a refusal changes nothing). The secrets travel in an envelope emptied as they are sent, so
 * the mutation's state never holds them. It settles once the list is fresh; the flags are asked again.
 */
export function useSaveProfile() {
  const api = useApi();
  const client = useQueryClient();
  const mutation = useMutation<Profile, Error, SaveProfileRequest>({
    mutationKey: ['profiles.save'],
    mutationFn: ({ profile, draft, secrets }) => {
      const typed = secrets.take();
      return profile
        ? invokeOrThrow(api, 'profiles.update', {
            id: profile.id,
            ...changedFields(profile, draft),
            ...typed,
          })
        : invokeOrThrow(api, 'profiles.create', { ...draft, ...typed });
    },
    onSuccess: () => {
      // The flags follow on their own (each card says "checking…" meanwhile); the list is awaited.
      void client.invalidateQueries({ queryKey: ['profiles.secretStatus'] });
      return client.invalidateQueries({ queryKey: ['profiles.list'] });
    },
    onError: (error) => markKeychainDown(client, appErrorOf(error)),
  });
  return Object.assign(mutation, { appError: appErrorOf(mutation.error) });
}

/** Clears one stored secret; main answers the profile's new flags, which go straight into the cache. */
export function useClearSecret() {
  const api = useApi();
  const client = useQueryClient();
  const mutation = useMutation<SecretStatus, Error, { profileId: string; which: 'accessToken' | 'apiKey' }>({
    mutationKey: ['profiles.clearSecret'],
    mutationFn: ({ profileId, which }) =>
      invokeOrThrow(api, 'profiles.clearSecret', { profileId, which: [which] }),
    onSuccess: (status, { profileId }) => client.setQueryData(secretStatusKey(profileId), status),
    onError: (error) => markKeychainDown(client, appErrorOf(error)),
  });
  return Object.assign(mutation, { appError: appErrorOf(mutation.error) });
}

/** Deletes a profile (and its keychain entries, in main); the answered list goes into the cache. */
export function useDeleteProfile() {
  const client = useQueryClient();
  return useBridgeMutation('profiles.delete', {
    onSuccess: (list, { id }) => {
      client.setQueryData(profileListKey, list);
      client.removeQueries({ queryKey: secretStatusKey(id) });
    },
  });
}

export type ConnectionTestAnswer = ChannelOutput<'profiles.testConnection'>;

/**
 * "Test connection": an action run on demand, not cached state. Running again or cancelling aborts the
 * call in flight (main stops it too); only the latest run's answer is ever shown.
 */
export function useConnectionTest(profileId: string) {
  const api = useApi();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation<ConnectionTestAnswer, Error, AbortController>({
    mutationFn: (own) =>
      invokeOrThrow(api, 'profiles.testConnection', { id: profileId }, { signal: own.signal }),
  });
  return {
    run: () => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      mutation.mutate(own);
    },
    cancel: () => controller.current?.abort(),
    running: mutation.isPending,
    checks: mutation.data?.checks ?? null,
    appError: appErrorOf(mutation.error),
  };
}
