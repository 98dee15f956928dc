import { performance } from 'node:perf_hooks';
import type { ConnectionCheck } from '../../../shared/areas/profiles/channels';
import { AppFailure, type AppError } from '../../../shared/errors';
import { ADVICE, composeMessage, missingSecretOf } from '../../../shared/messages';
import type { Profile } from '../../../shared/profile';
import { buildHeaders, type ApiClient, type Transport } from '../../platform/api';
import type { ActivityLog } from '../../platform/activity-log/activity-log';

type Family = ConnectionCheck['family'];

/** Turns a failed probe into the sentence a person needs: what is wrong and what to change. */
export function explainFailure(family: Family, error: AppError, profile: Profile): string {
  const secret = family === 'integration' ? 'API key' : 'access token';
  if (error.kind === 'keychain_unavailable') {
    // The how-to-fix text is on the Profiles screen once; the test only refers to it.
    return `Not tried: the ${secret} cannot be read because the OS keychain is unavailable (see the keychain notice on the Profiles screen).`;
  }
  if (error.kind === 'network' || error.kind === 'timeout') {
    // The cause names the host and may already give this advice: the composer says it once.
    return composeMessage({ cause: error.message, advice: [ADVICE.checkAddress] });
  }
  if (error.kind === 'validation' && missingSecretOf(error)) {
    return `No ${secret} is stored for this profile: enter one above.`;
  }
  if (error.status === 401) return `The ${secret} was refused (401 Unauthorized): paste a fresh one.`;
  if (error.status === 403 && error.errorCode === 'WORKSHOP_MANGO_FORBIDDEN') {
    return `"${profile.whitelabelHost}" is not a white-label host for this account (403 WORKSHOP_MANGO_FORBIDDEN): check the dashboard host name.`;
  }
  if (error.status === 404 || error.status === 405) {
    return `The service answered ${error.status} for a path every host has: the base URL is probably wrong (it should be the API address, not the dashboard).`;
  }
  return error.message;
}

async function timed(
  family: Family,
  label: string,
  profile: Profile,
  probe: () => Promise<string>,
): Promise<ConnectionCheck> {
  const started = performance.now();
  try {
    const message = await probe();
    return { family, label, ok: true, message, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const appError: AppError =
      error instanceof AppFailure
        ? error.error
        : { kind: 'internal', message: 'The check failed unexpectedly.' };
    return {
      family,
      label,
      ok: false,
      message: explainFailure(family, appError, profile),
      status: appError.status,
      errorCode: appError.errorCode,
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/**
 * One cheap authenticated call per header family. The integration family has no read-only operation, so
 * its key is checked by sending migrate-user an empty body: the service refuses it before acting (400 or
 * 500 with a validation message), and only a wrong key answers 401. Nothing is created either way.
 */
export async function testConnection(
  profile: Profile,
  client: ApiClient,
  transport: Pick<Transport, 'request'>,
  secrets: () => Promise<{ apiKey?: string }>,
  activityLog?: Pick<ActivityLog, 'record'>,
  signal?: AbortSignal,
): Promise<ConnectionCheck[]> {
  return Promise.all([
    timed('bearer', 'Feed posts (access token and white-label host)', profile, async () => {
      await client.listFeedPosts({ query: { limit: 1 } }, { signal });
      return 'The access token and the white-label host are accepted.';
    }),
    timed('workshop', 'Video calls (workshop headers)', profile, async () => {
      await client.listVideoCalls({ query: { limit: 1, page: 1 } }, { signal });
      return 'Workshop operations answer (video calls can be listed).';
    }),
    timed(
      'integration',
      'Integration API key (empty migrate-user probe, creates nothing)',
      profile,
      async () => {
        const headers = buildHeaders('integration', { profile, secrets: await secrets() });
        const path = '/integration/action/migrate-user';
        const started = performance.now();
        // Recorded like every other call, so the Activity screen shows the probe too.
        const record = (status?: number, errorKind?: string) =>
          void activityLog?.record({
            time: new Date().toISOString(),
            profileId: profile.id,
            operation: 'connectionTest.integration',
            method: 'POST',
            path,
            status,
            errorKind,
            durationMs: Math.round(performance.now() - started),
            attempts: 1,
          });
        let response: Awaited<ReturnType<Transport['request']>>;
        try {
          response = await transport.request({
            method: 'POST',
            baseUrl: profile.baseUrl,
            path,
            headers,
            body: {},
            timeouts: { connectMs: 5_000, headersMs: 10_000, bodyMs: 10_000 },
            signal,
          });
        } catch (error) {
          record(undefined, error instanceof AppFailure ? error.error.kind : 'internal');
          throw error;
        }
        record(response.status);
        if (response.status === 401 || response.status === 403) {
          throw new AppFailure({ kind: 'http', status: response.status, message: 'refused' });
        }
        if (response.status === 404 || response.status === 405) {
          throw new AppFailure({ kind: 'http', status: response.status, message: 'not found' });
        }
        return 'The API key is accepted (the empty probe was refused for its missing fields, as expected).';
      },
    ),
  ]);
}
