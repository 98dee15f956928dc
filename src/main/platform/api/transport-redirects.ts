import { AppFailure } from '@shared/errors';

/** Same-origin redirects followed at most this many times per request. */
export const MAX_REDIRECTS = 5;

/** The statuses that carry a Location to follow. */
export function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** Why a redirect was not followed (`unknown` outcome: the request itself did reach the server). */
export function redirectFailure(status: number, what: string, target?: string): AppFailure {
  return new AppFailure({
    kind: 'http',
    status,
    message: `The service redirected the request ${what}. The console does not follow such redirects, so your credentials are never sent elsewhere. Check the base URL of this profile.`,
    retryable: false,
    outcome: 'unknown',
    details: target ? { redirectOrigin: target } : undefined,
  });
}
