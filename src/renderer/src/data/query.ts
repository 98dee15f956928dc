import {
  keepPreviousData,
  QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { BridgeApi, ChannelInput, ChannelName, ChannelOutput } from '@shared/bridge';
import type { AppError } from '@shared/errors';
import type { ProfileList } from '@shared/areas/profiles/channels';
import { useApi } from './api-context';
import { appErrorOf, invokeOrThrow } from './bridge';

/**
 * Server state in the renderer: every answer from main is a TanStack Query entry keyed by
 * `[channel, scope, input]`. The scope is the active profile's id for data that belongs to a profile, or
 * `'app'` for the console's own data (profiles, settings, the activity log), so switching profiles never
 * shows one profile's data under another and switching back finds the cache still there.
 */
export type Scope = string;
export const APP_SCOPE: Scope = 'app';

export type BridgeKey<C extends ChannelName = ChannelName> = readonly [C, Scope, ChannelInput<C> | undefined];

export function bridgeKey<C extends ChannelName>(
  channel: C,
  scope: Scope,
  input?: ChannelInput<C>,
): BridgeKey<C> {
  return [channel, scope, input] as const;
}

/**
 * How long a finished write stays in the mutation cache once no screen shows it. Nothing reads that
 * cache (no `useMutationState`, no `useIsMutating`): a screen reads its write through its own
 * `useMutation`, which keeps it while the screen is open. Screens that write when they open (the
 * Mangoes refresh, the opened-CSV check) would otherwise leave one entry per visit for TanStack's default
 * 5 minutes, so this bounds the cache to the writes of the last few seconds.
 */
export const MUTATION_GC_MS = 5_000;

/** The console's one query client: no automatic retries (main already retries what is safe to retry). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 10 * 60_000 },
      mutations: { retry: false, gcTime: MUTATION_GC_MS },
    },
  });
}

/**
 * The options of one bridge read, usable outside React (tests: `client.fetchQuery(bridgeQuery(...))`).
 * The query's signal cancels the call in main when nobody needs the answer any more.
 */
export function bridgeQuery<C extends ChannelName>(
  api: BridgeApi,
  channel: C,
  scope: Scope,
  input?: ChannelInput<C>,
) {
  return queryOptions<ChannelOutput<C>, Error, ChannelOutput<C>, BridgeKey<C>>({
    queryKey: bridgeKey(channel, scope, input),
    queryFn: ({ signal }) => invokeOrThrow(api, channel, input, { signal }),
  });
}

/** The profile list lives in the cache like any read; the shell keeps it fresh from `profiles.changed`. */
export function profilesQuery(api: BridgeApi) {
  return bridgeQuery(api, 'profiles.list', APP_SCOPE, {});
}

/** The active profile's id (null until the list has loaded or when none is active). */
export function useActiveProfileId(): string | null {
  const api = useApi();
  return (
    useQuery({ ...profilesQuery(api), select: (list: ProfileList) => list.activeProfileId ?? null }).data ??
    null
  );
}

/** The active profile itself, or null. */
export function useActiveProfile() {
  const api = useApi();
  return (
    useQuery({
      ...profilesQuery(api),
      select: (list: ProfileList) => list.profiles.find((p) => p.id === list.activeProfileId) ?? null,
    }).data ?? null
  );
}

export interface BridgeQueryOptions<C extends ChannelName, T> {
  /** 'profile' (the default) keys the answer to the active profile and waits until one is known. */
  scope?: 'profile' | 'app';
  enabled?: boolean;
  staleTime?: number;
  /** Keep showing the previous answer while a new input loads (pages, filters). */
  keepPrevious?: boolean;
  refetchInterval?: number | false;
  select?: (data: ChannelOutput<C>) => T;
}

/** A query's answer with its typed error beside it (`error` is the bridge's AppError, ready for ErrorAlert). */
export type BridgeQueryResult<T> = UseQueryResult<T, Error> & { appError: AppError | null };

/** One bridge read as a query: loading, error and refetching state come from TanStack Query. */
export function useBridgeQuery<C extends ChannelName, T = ChannelOutput<C>>(
  channel: C,
  input?: ChannelInput<C>,
  options: BridgeQueryOptions<C, T> = {},
): BridgeQueryResult<T> {
  const api = useApi();
  const profileId = useActiveProfileId();
  const scoped = (options.scope ?? 'profile') === 'profile';
  const scope = scoped ? (profileId ?? 'none') : APP_SCOPE;
  const base = bridgeQuery(api, channel, scope, input);
  const queryOptions: UseQueryOptions<ChannelOutput<C>, Error, T, BridgeKey<C>> = {
    queryKey: base.queryKey,
    queryFn: base.queryFn as UseQueryOptions<ChannelOutput<C>, Error, T, BridgeKey<C>>['queryFn'],
    enabled: (options.enabled ?? true) && (!scoped || profileId !== null),
  };
  if (options.staleTime !== undefined) queryOptions.staleTime = options.staleTime;
  if (options.refetchInterval !== undefined) queryOptions.refetchInterval = options.refetchInterval;
  if (options.keepPrevious) queryOptions.placeholderData = keepPreviousData;
  if (options.select) queryOptions.select = options.select;
  const result = useQuery(queryOptions);
  return Object.assign(result, { appError: appErrorOf(result.error) });
}

export interface BridgeMutationOptions<C extends ChannelName> {
  /** Channels whose cached reads are stale once this write succeeds (all scopes and inputs). */
  invalidates?: readonly ChannelName[];
  /**
   * Refetch those reads after a failure too: for a write that may have changed some of its targets before
   * it failed (applying several drafts one after another).
   */
  invalidateOnFailure?: boolean;
  onSuccess?: (value: ChannelOutput<C>, input: ChannelInput<C>) => void | Promise<void>;
}

export type BridgeMutationResult<C extends ChannelName> = UseMutationResult<
  ChannelOutput<C>,
  Error,
  ChannelInput<C>
> & { appError: AppError | null };

/**
 * One bridge write as a mutation: `isPending` disables the button, `appError` explains the failure, and the
 * reads it names are refetched after it succeeds. `mutateAsync` throws `ApiCallError`; `mutate` does not.
 */
export function useBridgeMutation<C extends ChannelName>(
  channel: C,
  options: BridgeMutationOptions<C> = {},
): BridgeMutationResult<C> {
  const api = useApi();
  const client = useQueryClient();
  const invalidate = () =>
    Promise.all((options.invalidates ?? []).map((c) => client.invalidateQueries({ queryKey: [c] })));
  const result = useMutation<ChannelOutput<C>, Error, ChannelInput<C>>({
    mutationKey: [channel],
    mutationFn: (input) => invokeOrThrow(api, channel, input),
    onSuccess: async (value, input) => {
      await invalidate();
      await options.onSuccess?.(value, input);
    },
    onError: async () => {
      if (options.invalidateOnFailure) await invalidate();
    },
  });
  return Object.assign(result, { appError: appErrorOf(result.error) });
}
