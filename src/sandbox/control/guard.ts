import type { IncomingMessage } from 'node:http';

/**
 * The control API moves the clock, resets the state and injects faults. The sandbox binds to loopback, but a
 * web page in the user's browser can still reach loopback: through a name it controls that resolves to
 * 127.0.0.1 (DNS rebinding: a foreign Host) or with a plain cross-origin request (a foreign Origin). Like the
 * web host (src/main/app/web/guards.ts), the control API answers only its own Host and its own Origin or none.
 */
export function ownHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
}

/** Why a control request is refused, or undefined when it comes from this machine's own tools. */
export function controlRefusal(req: IncomingMessage, port: number): string | undefined {
  const host = req.headers.host;
  if (typeof host !== 'string' || !ownHosts(port).has(host.toLowerCase())) {
    return 'Foreign Host: the control API answers only 127.0.0.1, localhost or [::1] with its own port';
  }
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  const own = [...ownHosts(port)].map((h) => `http://${h}`);
  if (!own.includes(origin.toLowerCase())) {
    return 'Foreign Origin: the control API answers only requests without Origin or from its own origin';
  }
  return undefined;
}
