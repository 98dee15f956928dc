import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The web host answers only this machine: loopback peers, its own Host, its own Origin. */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

/** A foreign Host header means a DNS-rebinding page is talking to us through a name it controls. */
export function hasOwnHost(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host;
  return typeof host === 'string' && allowedHosts(port).has(host.toLowerCase());
}

/** Browsers send Origin on cross-origin requests and on every POST; when present it must be ours. */
export function hasOwnOriginOrNone(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

export function tokensEqual(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const TOKEN_COOKIE = 'cc_web_token';

export function tokenFromRequest(req: IncomingMessage): string | undefined {
  const header = req.headers['x-console-token'];
  if (typeof header === 'string') return header;
  const cookies = req.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return rest.join('=');
  }
  return undefined;
}
