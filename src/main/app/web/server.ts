import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { bridgeNames, type EventName } from '../../../shared/bridge';
import { createConsole, type ConsoleApp, type ConsoleOptions } from '../compose';
import { CONTENT_SECURITY_POLICY } from '../electron/csp';
import { createLogger } from '../../platform/logging/logger';
import { createKeytarSecretStore } from '../../platform/secrets/keytar-store';
import type { SecretStore } from '../../platform/secrets/secret-store';
import {
  TOKEN_COOKIE,
  hasOwnHost,
  hasOwnOriginOrNone,
  isLoopbackPeer,
  tokenFromRequest,
  tokensEqual,
} from './guards';
import { bodyLimitOf, createBodyGate, GATED_BODY_BYTES, MB } from './body-limits';
import { createSseHub } from './sse-hub';
import { injectPreload, readStatic } from './static-files';

const log = createLogger('web-host');
export const WEB_PRELOAD_PATH = '/__console/web-preload.js';

export interface WebHostOptions {
  dataDir: string;
  port?: number;
  /** The built renderer (out/renderer) and web preload (out/web). */
  rendererDir?: string;
  webPreloadFile?: string;
  secretStore?: SecretStore;
  /** Everything else createConsole takes (an embedded sandbox to reuse, a clock). */
  console?: Partial<Omit<ConsoleOptions, 'dataDir' | 'host' | 'emit' | 'secretStore'>>;
}

export interface WebHost {
  /** The URL to open: carries the per-launch token once; the page then holds it in an HttpOnly cookie. */
  url: string;
  origin: string;
  token: string;
  port: number;
  app: ConsoleApp;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type });
  res.end(body);
}

/** The body was larger than its channel's limit: reading stopped there (or never started). */
class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super('body too large');
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown, close = false): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(JSON.stringify(value));
}

/**
 * The body as text: Buffer chunks, one `toString` at the end, nothing kept after. Stops at `limit` (a
 * declared Content-Length over it is refused before a byte is read, see `handleBridge`). Memory after large
 * bodies is garbage that V8 frees when it chooses (no `global.gc`): see bench/web-body-memory.ts.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise<string>((resolveBody, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        chunks = [];
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)).toString('utf8');
      chunks = [];
      resolveBody(text);
    });
    req.once('error', reject);
    // A client that goes away mid-body: settle instead of waiting for an 'end' that never comes.
    req.once('close', () => {
      if (!req.complete) reject(new Error('The client closed the connection before sending the whole body'));
    });
  });
}

/**
 * The console without Electron: the same bridge table and services over loopback HTTP (a JSON POST per
 * channel, Server-Sent Events for events), serving the built renderer with the web preload. Only this
 * machine may talk to it, and only with the per-launch token.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  // CONSOLE_OUT_DIR: a build in another folder (benchmarks, parallel builds), as scripts/build.mjs makes.
  const outDir = process.env.CONSOLE_OUT_DIR ?? 'out';
  const rendererDir = resolve(options.rendererDir ?? `${outDir}/renderer`);
  const webPreloadFile = resolve(options.webPreloadFile ?? `${outDir}/web/preload.js`);
  const token = randomBytes(24).toString('base64url');
  const hub = createSseHub();
  const bodyGate = createBodyGate(2);
  const app = await createConsole({
    ...options.console,
    dataDir: options.dataDir,
    host: 'web',
    secretStore: options.secretStore ?? createKeytarSecretStore(),
    emit: (event: EventName, payload: unknown) => hub.broadcast(event, payload),
  });
  let port = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.error('request failed', error);
      if (!res.headersSent)
        send(res, 500, 'The console failed to answer this request. Details are in the log.');
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isLoopbackPeer(req.socket.remoteAddress)) return void req.socket.destroy();
    if (!hasOwnHost(req, port))
      return send(res, 421, 'Wrong Host header: open the console at the address it printed.');
    if (!hasOwnOriginOrNone(req, port)) return send(res, 403, 'Requests from other sites are refused.');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);

    // First visit: trade the token in the printed URL for an HttpOnly cookie, then drop it from the address bar.
    const queryToken = url.searchParams.get('token');
    if (req.method === 'GET' && queryToken !== null && tokensEqual(token, queryToken)) {
      url.searchParams.delete('token');
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'Set-Cookie': `${TOKEN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        Location: url.pathname + url.search,
      });
      return void res.end();
    }
    if (!tokensEqual(token, tokenFromRequest(req))) {
      return send(res, 401, 'This console needs its launch token: open the URL it printed when it started.');
    }

    if (req.method === 'POST' && url.pathname.startsWith('/bridge/'))
      return handleBridge(req, res, url.pathname.slice(8));
    if (req.method === 'GET' && url.pathname === '/events') return hub.attach(res);
    if (req.method !== 'GET') return send(res, 405, 'Method not allowed');
    if (url.pathname === WEB_PRELOAD_PATH) return serveFile(res, webPreloadFile);
    if (url.pathname === '/' || url.pathname === '/index.html') return serveIndex(res);
    const file = await readStatic(rendererDir, url.pathname);
    if (!file) return send(res, 404, 'Not found');
    return send(res, 200, file.body, file.type);
  }

  async function handleBridge(req: IncomingMessage, res: ServerResponse, channel: string): Promise<void> {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return send(res, 415, 'Bridge calls are JSON');
    }
    let name: string;
    try {
      name = decodeURIComponent(channel);
    } catch {
      return sendJson(res, 404, {
        ok: false,
        error: { kind: 'unknown_channel', message: 'The bridge channel name is not valid percent-encoding' },
      });
    }
    const limit = bodyLimitOf(name);
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    let text: string;
    let input: unknown;
    // Large bodies (or ones that do not say their size) take a slot of the gate while they are read and
    // parsed, so ten parallel 19 MB calls hold two bodies in memory at a time, not ten.
    const release =
      declared > limit ? null : !(declared <= GATED_BODY_BYTES) ? await bodyGate.acquire() : () => undefined;
    try {
      if (release === null) throw new BodyTooLarge(limit);
      text = await readBody(req, limit);
      try {
        input = JSON.parse(text || '{}');
      } catch {
        return sendJson(res, 400, {
          ok: false,
          error: { kind: 'validation', message: 'The request body is not valid JSON' },
        });
      }
      text = '';
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      // Stop reading: answer, then close the connection rather than drain the rest of the body.
      res.once('finish', () => req.socket.destroy());
      return sendJson(
        res,
        413,
        {
          ok: false,
          error: {
            kind: 'validation',
            message: `The request body is larger than the ${error.limit / MB} MB limit of ${name}`,
            details: { limitBytes: error.limit },
          },
        },
        true,
      );
    } finally {
      release?.();
    }
    const callId = req.headers['x-call-id'];
    const result = await app.dispatch(name, input, {
      callId: typeof callId === 'string' ? callId : undefined,
    });
    send(res, 200, JSON.stringify(result), 'application/json; charset=utf-8');
  }

  async function serveIndex(res: ServerResponse): Promise<void> {
    const file = await readStatic(rendererDir, '/index.html');
    if (!file) return send(res, 500, 'The renderer is not built: run `npm run build` first.');
    send(res, 200, injectPreload(file.body.toString('utf8'), WEB_PRELOAD_PATH, bridgeNames), file.type);
  }

  async function serveFile(res: ServerResponse, path: string): Promise<void> {
    const file = await readStatic(resolve(path, '..'), `/${path.split(/[\\/]/).pop() ?? ''}`);
    if (!file) return send(res, 500, 'The web preload is not built: run `npm run build` first.');
    send(res, 200, file.body, file.type);
  }

  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
    });
  } catch (error) {
    // The port is taken: give the data directory back (its lock) before reporting it.
    await app.close();
    throw error;
  }
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    port,
    app,
    async close() {
      hub.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await app.close();
    },
  };
}
