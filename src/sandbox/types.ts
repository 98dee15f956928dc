import type { Server } from 'node:http';
import type { SandboxClock } from './clock';
import type { SandboxCore } from './context';
import type { RateLimitStyle } from './errors';
import type { FaultInjector } from './faults';
import type { BoundedLog, RequestLogEntry, SideEffectEntry } from './logs';
import type { KeepOptions, KeptFileProblem, SandboxGeneration } from './persistence';
import type { SandboxState } from './state';

/**
 * What a running sandbox offers (server.ts builds one): its options, its settings and the handle the
 * control routes, the CLI and the console use. Apart from server.ts, so a module the server imports (the
 * control routes) can name the sandbox without an import circle.
 */

export interface SandboxOptions {
  /** A fixture object (raw JSON as read from a file); the generated demo fixture when omitted. */
  fixture?: unknown;
  port?: number;
  /** Loopback only: anything else is refused. */
  host?: '127.0.0.1' | 'localhost';
  clock?: SandboxClock;
  /** Deliver webhooks to non-loopback receivers (off: tests and demos never leave the machine). */
  allowRemoteWebhooks?: boolean;
  /**
   * How a 429 looks: `documented` (default) is the docs' `{statusCode: 429, message, success: false}` with no
   * Retry-After; `spec` is the spec's error envelope with `Retry-After: 10`. Also `PUT /__sandbox/settings`.
   */
  rateLimitStyle?: RateLimitStyle;
  /**
   * Serve on this server, already listening, instead of opening one (the console's embedded sandbox
   * listens at launch and starts on its first request). `port` is then ignored.
   */
  server?: Server;
  /**
   * Keep the data in this file across restarts (the console's built-in profile, or `npm run sandbox --
   * --keep FILE`): loaded at start, changes written within a quarter of a second and on close
   * (persistence.ts). Tests leave it out and start fresh in memory.
   */
  keep?: KeepOptions;
}

/** Behaviour switches that survive a reset (PUT /__sandbox/settings). */
export interface SandboxSettings {
  rateLimitStyle: RateLimitStyle;
}

export interface DemoCredentials {
  whitelabelHost: string;
  accessToken: string;
  apiKey: string;
  /** The regular (non white-label) account, refused by /api operations. */
  regularAccount: { host: string; accessToken: string; apiKey: string };
}

export interface Sandbox {
  url: string;
  readonly state: SandboxState;
  clock: SandboxClock;
  faults: FaultInjector;
  settings: SandboxSettings;
  requestLog: BoundedLog<RequestLogEntry>;
  sideEffects: BoundedLog<SideEffectEntry>;
  /** Replaces the state with a fixture (the demo one when omitted), shifted to the clock; a new generation. */
  reset(fixture?: unknown): void;
  /** The current generation of the data (a new one at every reset, and at every fresh start). */
  generation(): SandboxGeneration;
  /** With `keep`: writes every change so far now and resolves once it is on disk. */
  keepNow(): Promise<void>;
  /** With `keep`: the damaged file this start set aside, if any. */
  keptFileProblem(): KeptFileProblem | undefined;
  demoCredentials(): DemoCredentials;
  core(): SandboxCore;
  /**
   * Service requests being handled now, and how many requests' clients went away before their answer was
   * sent (a cancelled read, a timeout; or dropped by a fault): what a test needs to see that a cancel
   * reached the wire.
   */
  traffic(): { inFlight: number; abandoned: number };
  close(): Promise<void>;
}
