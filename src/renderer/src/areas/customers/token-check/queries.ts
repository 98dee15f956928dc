import { useMutation } from '@tanstack/react-query';
import type { ChannelOutput } from '@shared/bridge';
import { useApi } from '../../../data/api-context';
import { appErrorOf, invokeOrThrow } from '../../../data/bridge';
import { useProfileInput } from '../../../data/targets-and-names';

/** A token handed to the mutation that empties when read, so the mutation cache never keeps the token. */
export interface OneShotToken {
  take(): string;
}

export function oneShot(token: string): OneShotToken {
  let value: string | null = token;
  return {
    take() {
      const taken = value ?? '';
      value = null;
      return taken;
    },
  };
}

/**
 * Exchanges a member's refreshToken once for what a custom application learns. The token is a credential:
 * it reaches main once, is not kept by the mutation (its variables hold an emptied box), and the mutation
 * itself is forgotten as soon as nobody shows it.
 */
export function useVerifyToken() {
  const api = useApi();
  const profile = useProfileInput();
  const mutation = useMutation<ChannelOutput<'customers.verifyToken'>, Error, OneShotToken>({
    mutationKey: ['customers.verifyToken'],
    mutationFn: (token) => invokeOrThrow(api, 'customers.verifyToken', { ...profile, token: token.take() }),
    gcTime: 0,
  });
  return Object.assign(mutation, {
    appError: appErrorOf(mutation.error),
    check: (token: string) => mutation.mutate(oneShot(token)),
  });
}
