import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ReceiverStatus, WebhookDelivery } from '../../../shared/areas/webhooks/channels';
import { webhookEventNames } from '../../../shared/contract/webhook-events';
import { validatePayload } from './webhook-validation';

export const HOOK_PATH = '/hooks/';
const MAX_BODY_BYTES = 1_000_000;
const DEFAULT_KEEP = 200;

/**
 * The event name a receiver path gives (`/hooks/course.completed.50` -> `course.completed.50`), or null
 * when the path names none (`/hooks/`, `/hooks/my-endpoint`): a name has at least one dot, like every
 * documented event. Undocumented names are returned as they are, to be shown raw.
 */
export function eventNameOf(path: string): string | null {
  let segment: string;
  try {
    segment = decodeURIComponent(path.slice(HOOK_PATH.length).split('?')[0]?.split('/')[0] ?? '');
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(segment) ? segment : null;
}

export interface ReceiverOptions {
  now: () => Date;
  onDelivery: (delivery: WebhookDelivery) => void;
  /** Deliveries kept in memory (oldest dropped first). */
  keep?: number;
}

/**
 * The built-in webhook receiver: a loopback HTTP server that answers at once (the service wants 200 within
 * 30 s), never fails on a duplicate, checks each payload against the spec's fields and keeps the last
 * deliveries in memory. Each event has its own path (`/hooks/<event>`), because payloads carry no event name.
 */
export function createWebhookReceiver(options: ReceiverOptions) {
  const keep = options.keep ?? DEFAULT_KEEP;
  let server: Server | null = null;
  let url: string | null = null;
  let startedAt: string | null = null;
  let received = 0;
  let nextId = 1;
  const deliveries: WebhookDelivery[] = [];
  const seen = new Map<string, number>();
  const sockets = new Set<Socket>();

  function remember(hash: string): boolean {
    const duplicate = seen.has(hash);
    seen.set(hash, Date.now());
    // Bounded like the deliveries: the oldest fingerprints go first.
    while (seen.size > keep * 5) {
      const oldest = seen.keys().next().value;
      if (oldest === undefined) break;
      seen.delete(oldest);
    }
    return duplicate;
  }

  function record(path: string, body: Buffer, answeredStatus: number): void {
    const name = eventNameOf(path);
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      payload = body.toString('utf8').slice(0, 10_000);
    }
    const verdict = validatePayload(payload, name);
    const delivery: WebhookDelivery = {
      id: nextId++,
      receivedAt: options.now().toISOString(),
      path,
      payload,
      ...verdict,
      ...(answeredStatus === 400
        ? { valid: false, issues: [{ path: '', message: 'The body is not valid JSON' }] }
        : {}),
      duplicate: remember(createHash('sha256').update(path).update(body).digest('hex')),
      answeredStatus,
    };
    received += 1;
    deliveries.push(delivery);
    if (deliveries.length > keep) deliveries.splice(0, deliveries.length - keep);
    options.onDelivery(delivery);
  }

  function status(): ReceiverStatus {
    const urls: Record<string, string> = {};
    if (url) for (const event of webhookEventNames) urls[event] = `${url}${HOOK_PATH}${event}`;
    return { running: server !== null, url, urls, startedAt, received };
  }

  async function start(): Promise<ReceiverStatus> {
    if (server) return status();
    const next = createServer((req, res) => {
      const path = req.url ?? '/';
      if (!path.startsWith(HOOK_PATH)) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not a hook path"}');
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let tooBig = false;
      req.on('data', (chunk: Buffer) => {
        if (tooBig) return;
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          tooBig = true;
          res.writeHead(413, { connection: 'close' }).end();
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => {
        if (tooBig) return;
        const body = Buffer.concat(chunks);
        let isJson = true;
        try {
          JSON.parse(body.toString('utf8'));
        } catch {
          isJson = false;
        }
        const answered = isJson ? 200 : 400;
        // Answer first, then record: the sender is never kept waiting on our bookkeeping.
        res.writeHead(answered, { 'content-type': 'application/json' }).end(`{"received":${isJson}}`);
        record(path, body, answered);
      });
    });
    next.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(0, '127.0.0.1', () => resolve());
    });
    // The console may close without stopping the receiver: it must not keep the process alive.
    next.unref();
    server = next;
    url = `http://127.0.0.1:${(next.address() as AddressInfo).port}`;
    startedAt = options.now().toISOString();
    return status();
  }

  async function stop(): Promise<ReceiverStatus> {
    const current = server;
    server = null;
    url = null;
    startedAt = null;
    if (current) {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    }
    return status();
  }

  return {
    start,
    stop,
    status,
    deliveries: (): WebhookDelivery[] => [...deliveries],
    clear(): number {
      const n = deliveries.length;
      deliveries.length = 0;
      seen.clear();
      return n;
    },
  };
}
export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
