import type { IncomingHttpHeaders } from 'node:http';
import { ObjectId } from '../shared/contract/common';
import type { OperationFamily } from '../shared/contract/operations';
import { badRequest, notWhitelabel, SandboxHttpError, unauthorized } from './errors';
import type { CreatorRecord } from './fixture-schema';
import type { SandboxState } from './state';

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface Authenticated {
  creator: CreatorRecord;
  timezoneOffset: number | undefined;
}

/**
 * Order of checks: credentials (401), white-label host (403), then the workshop timezone header (400).
 * A regular creator account is refused on every bearer operation, as the spec's Host rule says.
 */
export function authenticate(
  state: SandboxState,
  family: OperationFamily,
  headers: IncomingHttpHeaders,
): Authenticated {
  if (family === 'integration') {
    const key = header(headers, 'x-api-key');
    const creator = key ? state.data.creators.find((c) => c.apiKey === key) : undefined;
    if (!creator) throw new SandboxHttpError(401, 'Invalid API key');
    return { creator, timezoneOffset: undefined };
  }
  const auth = header(headers, 'authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(auth);
  const creator = match ? state.data.creators.find((c) => c.accessToken === match[1]) : undefined;
  if (!creator) throw unauthorized();
  const host = header(headers, 'x-whitelabel-host')?.trim();
  if (!host) throw badRequest('x-whitelabel-host header is required');
  if (!creator.whitelabel || host.toLowerCase() !== creator.host.toLowerCase()) throw notWhitelabel();
  let timezoneOffset: number | undefined;
  if (family === 'workshop') {
    const raw = header(headers, 'x-timezone-offset')?.trim();
    if (!raw || !/^[+-]?\d{1,4}$/.test(raw) || Math.abs(Number(raw)) > 14 * 60) {
      throw badRequest('x-timezone-offset header is required: minutes east of UTC, for example 330');
    }
    timezoneOffset = Number(raw);
  }
  return { creator, timezoneOffset };
}

/** Every path parameter is an id: a malformed one is a 400, before any lookup. */
export function checkIdParams(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    if (!ObjectId.safeParse(value).success)
      throw badRequest('Invalid request: ids are 24-character hexadecimal strings');
  }
}
