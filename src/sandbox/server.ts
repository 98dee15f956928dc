import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { operations } from '../shared/contract/operations';
import { authenticate, checkIdParams } from './auth';
import { createClock } from './clock';
import type { RequestContext, SandboxCore } from './context';
import { handleControl, CONTROL_PREFIX } from './control/routes';
import { controlRefusal } from './control/guard';
import { errorBody, internalError, rateLimitedAnswer, SandboxHttpError, tooManyRequests } from './errors';
import { echoCredentials, echoText } from './echo';
import { FaultInjector } from './faults';
import { DEMO_CREDENTIALS } from './fixture/catalogue';
import { queryRecord, readBody, sendJson } from './http-util';
import { BoundedLog, redactHeaders, type RequestLogEntry, type SideEffectEntry } from './logs';
import { createRouter } from './router';
import { createState, loadFixture, type SandboxState } from './state';
import { loadDemoData } from './demo-data';
import { handlers } from './handlers';
import { createWebhookDispatcher } from './webhooks';
import type { Fixture } from './fixture-schema';
import type { DemoCredentials, Sandbox, SandboxOptions } from './types';
import { createChangeKeeper, newGeneration, openKeptData } from './persistence';

export type { KeptFileProblem } from './persistence';
export type { DemoCredentials, Sandbox, SandboxOptions, SandboxSettings } from './types';

/** Operations whose request bodies name a person (email, phone, name): the request log keeps no copy. */
const PERSONAL_BODIES: ReadonlySet<string> = new Set(['migrateUser', 'revokeUser', 'createOrFindUser']);

const MAX_BODY = 1_000_000;
const MAX_CONTROL_BODY = 64_000_000;

export function credentialsOf(fixture: Fixture): DemoCredentials {
  const wl = fixture.creators.find((c) => c.whitelabel) ?? fixture.creators[0];
  const regular = fixture.creators.find((c) => !c.whitelabel) ?? wl;
  if (!wl || !regular) throw new Error('Fixture has no creator');
  return {
    whitelabelHost: wl.host,
    accessToken: wl.accessToken,
    apiKey: wl.apiKey,
    regularAccount: { host: regular.host, accessToken: regular.accessToken, apiKey: regular.apiKey },
  };
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error('The sandbox binds to loopback only');
  const clock = options.clock ?? createClock();
  const requestLog = new BoundedLog<RequestLogEntry>();
  const sideEffects = new BoundedLog<SideEffectEntry>();
  const faults = new FaultInjector(() => clock.now());
  const route = createRouter();
  // A given fixture is loaded (and checked) now; the demo fixture is built on first use, so a console
  // that never touches its sandbox does not pay for it at start-up.
  let loaded: SandboxState | undefined =
    options.fixture === undefined ? undefined : createState(loadFixture(options.fixture, clock.now()));
  const demoState = (): SandboxState => {
    const demo = loadDemoData(clock.now());
    return createState(demo.fixture, demo.ids);
  };
  const current = (): SandboxState => (loaded ??= demoState());
  const kept = await openKeptData(options.keep);
  if (kept.data) loaded = createState(kept.data);
  let generation = kept.generation;
  const keep = createChangeKeeper(options.keep, () => ({ state: current(), generation }));
  const keepChanges = keep.check;
  // A fresh generation is on disk at once, so the next start does not begin yet another one.
  if (options.keep) await (kept.data ? keep.seen() : keep.flush());
  const core: SandboxCore = {
    get state() {
      return current();
    },
    clock,
    sideEffects,
    webhooks: createWebhookDispatcher({ allowRemote: options.allowRemoteWebhooks ?? false }),
    limitWindows: new Map(),
    recordEffect(kind, details) {
      sideEffects.append({ at: clock.nowIso(), kind, details });
    },
  };
  const sockets = new Set<Socket>();
  const traffic = { inFlight: 0, abandoned: 0 };

  const sandbox: Sandbox = {
    url: '',
    get state() {
      return current();
    },
    clock,
    faults,
    settings: { rateLimitStyle: options.rateLimitStyle ?? 'documented' },
    requestLog,
    sideEffects,
    reset(fixture) {
      loaded = fixture === undefined ? demoState() : createState(loadFixture(fixture, clock.now()));
      generation = newGeneration();
      core.limitWindows.clear();
      sideEffects.clear();
      requestLog.clear();
    },
    // Until the demo fixture is built its credentials are the catalogue's constants: the console's Sandbox
    // profile can be listed at start-up without building the fixture.
    demoCredentials: () =>
      loaded
        ? credentialsOf(loaded.data)
        : {
            whitelabelHost: DEMO_CREDENTIALS.host,
            accessToken: DEMO_CREDENTIALS.accessToken,
            apiKey: DEMO_CREDENTIALS.apiKey,
            regularAccount: {
              host: DEMO_CREDENTIALS.regularHost,
              accessToken: DEMO_CREDENTIALS.regularAccessToken,
              apiKey: DEMO_CREDENTIALS.regularApiKey,
            },
          },
    generation: () => generation,
    keepNow: keep.flush,
    keptFileProblem: () => kept.problem,
    core: () => core,
    traffic: () => ({ ...traffic }),
    // The server stops first, then the last changes are written and the keeper stops: a request still
    // finishing after this changes memory only, never a file whose directory may be gone.
    close: async () => {
      await new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
      await keep.close();
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    // The service's clock is in every answer's Date header (RFC 9110): here the virtual clock, so a client
    // that learns the service's time from its answers follows the sandbox when tests move it.
    res.setHeader('date', new Date(clock.now()).toUTCString());
    if (!url.pathname.startsWith(CONTROL_PREFIX)) {
      traffic.inFlight += 1;
      res.once('close', () => {
        traffic.inFlight -= 1;
        if (!res.writableFinished) traffic.abandoned += 1;
      });
    }
    let operation: string | null = null;
    let fault: string | null = null;
    let body: unknown;
    // The echo fault's copy of an answer; the identity when it is off.
    let echo = (answer: unknown): unknown => answer;
    const log = (status: number) =>
      requestLog.append({
        at: clock.nowIso(),
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        operation,
        status,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
        fault,
        headers: redactHeaders(req.headers),
        body: operation === null || PERSONAL_BODIES.has(operation) ? '[omitted]' : body,
      });
    try {
      if (url.pathname.startsWith(CONTROL_PREFIX)) {
        // A web page may reach loopback (DNS rebinding, or a plain cross-origin POST): it must not move the
        // clock or reset the state, so the control API answers only its own Host and Origin.
        const refused = controlRefusal(req, (server.address() as AddressInfo).port);
        if (refused) {
          await readBody(req, MAX_BODY).catch(() => undefined);
          sendJson(res, 403, { error: refused });
          return;
        }
        body = await readBody(req, MAX_CONTROL_BODY);
        const result = await handleControl(sandbox, core, req.method ?? 'GET', url, body);
        keepChanges();
        sendJson(res, result.status ?? 200, result.body);
        return;
      }
      const match = route(req.method ?? 'GET', url.pathname);
      if (match === undefined || match === 'method_not_allowed') {
        await readBody(req, MAX_BODY).catch(() => undefined);
        const status = match === undefined ? 404 : 405;
        const message = match === undefined ? 'Route not found' : 'Method not allowed';
        sendJson(res, status, errorBody(status, message));
        log(status);
        return;
      }
      operation = match.operation;
      const echoed = faults.echoes(match.operation) ? echoText(req.headers) : undefined;
      if (echoed !== undefined)
        echo = (answer) => {
          // In a header as well, so an answer without a body (a 204 delete) carries the credentials too.
          res.setHeader('x-echo', echoed);
          fault ??= 'echo_credentials';
          return echoCredentials(answer, req.headers, req.method ?? 'GET');
        };
      body = await readBody(req, MAX_BODY);
      const decision = faults.decide(match.operation);
      if (decision.kind === 'drop') {
        fault = 'drop';
        log(0);
        // A real TCP reset once the request is in: the client sees ECONNRESET, outcome unknown.
        req.socket.resetAndDestroy();
        return;
      }
      if (decision.kind === 'rate_limited') {
        fault = 'rate_limited';
        throw tooManyRequests();
      }
      if (decision.kind === 'error') {
        fault = 'error';
        throw internalError();
      }
      if (decision.latencyMs > 0) await new Promise((r) => setTimeout(r, decision.latencyMs));
      const descriptor = operations[match.operation];
      const auth = authenticate(current(), descriptor.family, req.headers);
      checkIdParams(match.params);
      const ctx: RequestContext = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params: match.params,
        query: queryRecord(url.searchParams),
        body,
        headers: req.headers,
        creator: auth.creator,
        timezoneOffset: auth.timezoneOffset,
      };
      const result = await handlers[match.operation](ctx, core);
      // Written within KEEP_WINDOW_MS (persistence.ts): durable before each answer cost 25 times the time.
      keepChanges();
      if (decision.dropAfterHandling) {
        // The change is made and its effects recorded; only the answer is lost (outcome unknown).
        fault = 'drop_after_handling';
        log(0);
        req.socket.resetAndDestroy();
        return;
      }
      const status = result.status ?? 200;
      if (decision.stall) {
        fault = `stall:${decision.stall.at}`;
        await stallAndSend(res, status, echo(result.body), decision.stall);
      } else {
        sendJson(res, status, echo(result.body), result.headers);
      }
      log(status);
    } catch (error) {
      // A handler that changed something and then refused keeps the change, as the service would.
      keepChanges();
      const failure = error instanceof SandboxHttpError ? error : internalError();
      if (!(error instanceof SandboxHttpError)) {
        core.recordEffect('sandbox.unhandledError', {
          message: error instanceof Error ? error.message : String(error),
        });
      }
      if (!res.headersSent && !res.destroyed) {
        if (failure.status === 429) {
          const answer = rateLimitedAnswer(sandbox.settings.rateLimitStyle);
          sendJson(res, 429, echo(answer.body), answer.headers);
        } else {
          sendJson(res, failure.status, echo(errorBody(failure.status, failure.message, failure.errorCode)));
        }
      }
      log(failure.status);
    }
  }

  const server = options.server ?? createServer();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res);
  });
  server.keepAliveTimeout = 5_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  if (!options.server) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
  }
  const address = server.address() as AddressInfo;
  sandbox.url = `http://127.0.0.1:${address.port}`;
  return sandbox;
}

async function stallAndSend(
  res: ServerResponse,
  status: number,
  body: unknown,
  stall: { ms: number; at: 'headers' | 'body' },
) {
  if (stall.at === 'headers' || body === undefined) {
    await new Promise((r) => setTimeout(r, stall.ms));
    if (!res.destroyed) sendJson(res, status, body);
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  const half = Math.floor(text.length / 2);
  res.write(text.slice(0, half));
  await new Promise((r) => setTimeout(r, stall.ms));
  if (!res.destroyed) res.end(text.slice(half));
}
