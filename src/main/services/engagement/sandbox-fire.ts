import { z } from 'zod';
import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { appFailure } from '../../../shared/errors';
import type { ServiceDeps } from '../deps';

const Creator = z.looseObject({ _id: z.string(), accessToken: z.string() });
const MangoRow = z.looseObject({
  _id: z.string(),
  creator: z.string(),
  title: z.string().optional(),
  type: z.string().optional(),
  isDeleted: z.boolean().optional(),
});
const SubscriptionRow = z.looseObject({
  _id: z.string(),
  creator: z.string(),
  fan: z.string(),
  mango: z.string(),
  status: z.string(),
  expiredAt: z.string().nullable(),
});
const CourseRow = z.looseObject({
  _id: z.string(),
  creator: z.string(),
  title: z.string(),
  isDeleted: z.boolean(),
});
const UserRow = z.looseObject({ _id: z.string(), creator: z.string(), name: z.string() });
const ProgressRow = z.looseObject({ user: z.string(), course: z.string(), percentage: z.number() });
const Deliveries = z.array(
  z.looseObject({ hookUrl: z.string(), status: z.number().nullable(), error: z.string().nullable() }),
);
const TriggerAnswer = z.looseObject({ deliveries: Deliveries });

type FireOutput = ChannelOutput<'webhooks.fire'>;

/**
 * "Fire" buttons of the webhooks screen: main asks the embedded sandbox, through its control API, to do
 * what makes the real service send each event (renew a recurring subscription, move a learner's progress).
 * It picks a subscription or learner that fits the chosen Mango or course, so the event really happens.
 */
export function createSandboxFire(deps: ServiceDeps) {
  async function control<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown) {
    const response = await fetch(`${deps.sandbox.url}/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(35_000),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (json as { error?: string } | null)?.error ?? `status ${response.status}`;
      throw appFailure('http', `The sandbox refused to fire the event: ${message}`, {
        status: response.status,
      });
    }
    return schema.parse(json) as z.output<S>;
  }
  const collection = <S extends z.ZodType>(name: string, row: S) =>
    control('GET', `state?collection=${name}`, z.array(row));

  async function creatorId(): Promise<string> {
    const token = deps.sandbox.credentials().accessToken;
    const creator = (await collection('creators', Creator)).find((c) => c.accessToken === token);
    if (!creator) throw appFailure('internal', 'The sandbox has no creator for its demo credentials.');
    return creator._id;
  }

  async function fireOrder(creator: string, mango?: string): Promise<FireOutput> {
    const mangoes = (await collection('mangoes', MangoRow)).filter(
      (m) => m.creator === creator && !m.isDeleted && m.type === 'recurring' && (!mango || m._id === mango),
    );
    if (mango && mangoes.length === 0) {
      throw appFailure('validation', 'That Mango is not a recurring Mango of the sandbox: only those renew.');
    }
    const ids = new Set(mangoes.map((m) => m._id));
    const subs = (await collection('subscriptions', SubscriptionRow)).filter(
      (s) => s.creator === creator && ids.has(s.mango) && ['active', 'manualactive'].includes(s.status),
    );
    const sub = subs[0];
    if (!sub)
      throw appFailure('not_found', 'No active subscription to a recurring Mango to renew in the sandbox.');
    const answer = await control('POST', 'webhooks/trigger', TriggerAnswer, {
      event: 'order.recurring.created',
      subscriptionId: sub._id,
    });
    const title = mangoes.find((m) => m._id === sub.mango)?.title ?? sub.mango;
    return { description: `Renewed subscription ${sub._id} to “${title}”`, deliveries: answer.deliveries };
  }

  async function fireCourse(creator: string, event: 'course.progress' | 'course.completed', course?: string) {
    const courses = (await collection('courses', CourseRow)).filter(
      (c) => c.creator === creator && !c.isDeleted && (!course || c._id === course),
    );
    const target = courses[0];
    if (!target) throw appFailure('validation', 'That course does not exist in the sandbox.');
    const progress = (await collection('progress', ProgressRow)).filter((p) => p.course === target._id);
    const at = new Map(progress.map((p) => [p.user, p.percentage]));
    const users = (await collection('users', UserRow)).filter((u) => u.creator === creator);
    // A learner below 50% crosses the checkpoint; for completion, prefer one already past it, so only
    // course.completed fires.
    const fits =
      event === 'course.progress'
        ? (u: { _id: string }) => (at.get(u._id) ?? 0) < 50
        : (u: { _id: string }) => (at.get(u._id) ?? 0) >= 50 && (at.get(u._id) ?? 0) < 100;
    const user = users.find(fits) ?? users.find((u) => (at.get(u._id) ?? 0) < 100);
    if (!user) throw appFailure('not_found', `Every learner has finished “${target.title}” in the sandbox.`);
    const answer = await control('POST', 'webhooks/trigger', TriggerAnswer, {
      event,
      user: user._id,
      course: target._id,
      ...(event === 'course.progress' ? { percentage: 50 } : {}),
    });
    const verb = event === 'course.progress' ? 'crossed 50% of' : 'completed';
    return { description: `${user.name} ${verb} “${target.title}”`, deliveries: answer.deliveries };
  }

  return async function fire(input: ChannelArgs<'webhooks.fire'>): Promise<FireOutput> {
    const profile = input.profileId ? await deps.profiles.get(input.profileId) : await deps.profiles.active();
    if (profile.kind !== 'sandbox') {
      throw appFailure(
        'validation',
        'Only the built-in sandbox can be asked to fire events. A live service fires them itself.',
      );
    }
    const creator = await creatorId();
    return input.event === 'order.recurring.created'
      ? fireOrder(creator, input.mango)
      : fireCourse(creator, input.event, input.course);
  };
}
