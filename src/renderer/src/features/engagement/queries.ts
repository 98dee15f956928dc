import { useEffect, useState } from 'react';
import type { ChannelOutput } from '@shared/bridge';
import type { AppError } from '@shared/errors';
import { useApi } from '../../api-context';

type Targets = ChannelOutput<'webhooks.targets'>;
const cache = new Map<string, Targets>();

/**
 * Mangoes and courses of the active profile, for pickers. Cached per profile for the session: they change
 * rarely and the lists page through the service.
 */
export function useTargets(profileId: string | null): { targets: Targets | null; error: AppError | null } {
  const api = useApi();
  const [answer, setAnswer] = useState<{ profileId: string; targets?: Targets; error?: AppError } | null>(
    null,
  );
  const cached = profileId ? cache.get(profileId) : undefined;
  useEffect(() => {
    if (!profileId || cache.has(profileId)) return;
    let live = true;
    void api.webhooks.targets({ profileId }).then((result) => {
      if (!live) return;
      if (result.ok) cache.set(profileId, result.value);
      setAnswer(result.ok ? { profileId, targets: result.value } : { profileId, error: result.error });
    });
    return () => {
      live = false;
    };
  }, [api, profileId]);
  const current = answer?.profileId === profileId ? answer : null;
  return { targets: cached ?? current?.targets ?? null, error: current?.error ?? null };
}

export function titleOf(
  list: readonly { _id: string; title: string }[] | undefined,
  id: string | undefined,
): string {
  if (!id) return '—';
  return list?.find((item) => item._id === id)?.title ?? id;
}
