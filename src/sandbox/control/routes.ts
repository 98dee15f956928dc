import { z } from 'zod';
import type { SandboxCore } from '../context';
import { FaultConfig } from '../faults';
import type { Fixture, FixtureCollection } from '../fixture-schema';
import type { Sandbox } from '../types';
import { FixtureError } from '../state';
import { isActiveSubscription } from '../handlers/common';
import { triggerWebhookEvent } from './events';
import { setCourseProgress } from './events/courses';
import { renewSubscription } from './events/subscriptions';
import { TriggerBody } from './events/trigger-context';

/** A prefix the live service never uses; no authentication, loopback only like the whole sandbox. */
export const CONTROL_PREFIX = '/__sandbox/';

interface ControlResult {
  status?: number;
  body: unknown;
}

const ClockBody = z.object({
  now: z.iso.datetime({ offset: true }).optional(),
  advanceMs: z.number().int().optional(),
  frozen: z.boolean().optional(),
  real: z.literal(true).optional(),
});
const PatchBody = z.object({
  collection: z.string(),
  id: z.string(),
  set: z.record(z.string(), z.unknown()),
});
const SettingsBody = z.object({ rateLimitStyle: z.enum(['documented', 'spec']).optional() });
const AdvanceSubscriptionsBody = z.object({ subscriptionId: z.string().optional() });
const ProgressBody = z.object({
  user: z.string(),
  course: z.string(),
  percentage: z.number().min(0).max(100),
});

const fail = (status: number, message: string): ControlResult => ({ status, body: { error: message } });

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | ControlResult {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  return fail(400, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
}
const isResult = (v: unknown): v is ControlResult =>
  typeof v === 'object' && v !== null && 'body' in v && !('collection' in v);

export async function handleControl(
  sandbox: Sandbox,
  core: SandboxCore,
  method: string,
  url: URL,
  body: unknown,
): Promise<ControlResult> {
  const path = url.pathname.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  const key = `${method} ${path}`;
  const since = Number(url.searchParams.get('since') ?? 0);
  switch (key) {
    case 'GET ':
    case 'GET routes':
      return { body: { routes: CONTROL_ROUTES } };
    case 'POST reset': {
      const fixture = (body as { fixture?: unknown } | undefined)?.fixture;
      try {
        sandbox.reset(fixture);
      } catch (error) {
        if (error instanceof FixtureError) return fail(400, error.message);
        throw error;
      }
      return { body: { ok: true, anchorShiftedTo: core.clock.nowIso(), counts: counts(sandbox.state.data) } };
    }
    case 'GET state': {
      const collection = url.searchParams.get('collection');
      if (!collection) return { body: sandbox.state.data };
      if (!(collection in sandbox.state.data)) return fail(404, `No collection ${collection}`);
      return { body: sandbox.state.data[collection as keyof Fixture] };
    }
    case 'GET counts':
      return { body: counts(sandbox.state.data) };
    case 'GET generation':
      return { body: sandbox.generation() };
    case 'GET credentials':
      return { body: sandbox.demoCredentials() };
    case 'GET clock':
      return { body: core.clock.describe() };
    case 'POST clock': {
      const b = parse(ClockBody, body);
      if (isResult(b)) return b;
      if (b.real) core.clock.useRealTime();
      if (b.now) core.clock.set(Date.parse(b.now), { frozen: b.frozen ?? false });
      else if (b.frozen !== undefined) core.clock.set(core.clock.now(), { frozen: b.frozen });
      if (b.advanceMs) core.clock.advance(b.advanceMs);
      return { body: core.clock.describe() };
    }
    case 'GET settings':
      return { body: sandbox.settings };
    case 'PUT settings':
    case 'POST settings': {
      const b = parse(SettingsBody, body);
      if (isResult(b)) return b;
      if (b.rateLimitStyle) sandbox.settings.rateLimitStyle = b.rateLimitStyle;
      return { body: sandbox.settings };
    }
    case 'GET faults':
      return { body: sandbox.faults.get() };
    case 'PUT faults':
    case 'POST faults': {
      const b = parse(FaultConfig, body);
      if (isResult(b)) return b;
      sandbox.faults.set(b);
      return { body: sandbox.faults.get() };
    }
    case 'DELETE faults':
      sandbox.faults.set({});
      return { body: {} };
    case 'GET requests':
      return { body: { entries: sandbox.requestLog.list(since) } };
    case 'DELETE requests':
      sandbox.requestLog.clear();
      return { body: { ok: true } };
    case 'GET side-effects':
      return { body: { entries: sandbox.sideEffects.list(since) } };
    case 'DELETE side-effects':
      sandbox.sideEffects.clear();
      return { body: { ok: true } };
    case 'POST patch': {
      const b = parse(PatchBody, body);
      if (isResult(b)) return b;
      if (!(b.collection in sandbox.state.data) || b.collection === 'version' || b.collection === 'anchor') {
        return fail(404, `No collection ${b.collection}`);
      }
      const record = sandbox.state.byId(b.collection as FixtureCollection, b.id);
      if (!record) return fail(404, `No ${b.collection} ${b.id}`);
      Object.assign(record, b.set);
      sandbox.state.touch();
      return { body: record };
    }
    case 'POST webhooks/trigger':
      return trigger(core, body);
    case 'POST subscriptions/advance': {
      const b = parse(AdvanceSubscriptionsBody, body);
      if (isResult(b)) return b;
      if (b.subscriptionId) {
        const sub = sandbox.state.byId('subscriptions', b.subscriptionId);
        if (!sub) return fail(404, 'No such subscription');
        const deliveries = await renewSubscription(core, sub);
        return { body: { subscription: sub, deliveries } };
      }
      const now = core.clock.now();
      const expired = sandbox.state.data.subscriptions.filter(
        (s) => !isActiveSubscription(s, now) && (s.status === 'active' || s.status === 'manualactive'),
      );
      for (const s of expired) s.status = s.status === 'manualactive' ? 'manualexpired' : 'expired';
      sandbox.state.touch();
      return { body: { expired: expired.map((s) => s._id) } };
    }
    case 'POST course-progress': {
      const b = parse(ProgressBody, body);
      if (isResult(b)) return b;
      const result = await setCourseProgress(core, b.user, b.course, b.percentage);
      return result ? { body: result } : fail(404, 'No such user or course');
    }
    case 'POST certificates/advance': {
      const pending = sandbox.state.data.awards.filter((a) => a.status === 'pending');
      for (const a of pending) {
        a.status = 'generated';
        a.certificateReceivedOn = core.clock.nowIso();
        core.recordEffect('certificate.generated', { awardId: a._id });
      }
      sandbox.state.touch();
      return { body: { generated: pending.map((a) => a._id) } };
    }
    default:
      return fail(404, `Unknown control route ${key}; GET ${CONTROL_PREFIX}routes lists them`);
  }
}

async function trigger(core: SandboxCore, body: unknown): Promise<ControlResult> {
  const b = parse(TriggerBody, body);
  if (isResult(b)) return b;
  return triggerWebhookEvent(core, b);
}

function counts(data: Fixture): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) if (Array.isArray(value)) out[key] = value.length;
  return out;
}

export const CONTROL_ROUTES = [
  'GET routes',
  'POST reset {fixture?}',
  'GET state?collection=',
  'GET counts',
  'GET generation',
  'GET credentials',
  'GET clock',
  'POST clock {now?, advanceMs?, frozen?, real?}',
  'GET|PUT|DELETE faults',
  "GET|PUT settings {rateLimitStyle?: 'documented' | 'spec'}",
  'GET|DELETE requests?since=',
  'GET|DELETE side-effects?since=',
  'POST patch {collection, id, set}',
  'POST webhooks/trigger {event, creator?, subscriptionId?, user?, mango?, course?, webinar?, percentage?}',
  'POST subscriptions/advance {subscriptionId?}',
  'POST course-progress {user, course, percentage}',
  'POST certificates/advance',
] as const;
