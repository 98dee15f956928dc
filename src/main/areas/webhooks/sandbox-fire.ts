import { z } from 'zod';
import type { ChannelArgs, ChannelOutput } from '../../../shared/bridge';
import { appFailure } from '../../../shared/errors';
import type { ServiceDeps } from '../deps';

const Creator = z.looseObject({ _id: z.string(), accessToken: z.string() });
const Deliveries = z.array(
  z.looseObject({ hookUrl: z.string(), status: z.number().nullable(), error: z.string().nullable() }),
);
const TriggerAnswer = z.looseObject({ description: z.string(), deliveries: Deliveries });

type FireOutput = ChannelOutput<'webhooks.fire'>;

/**
 * "Fire" of the webhooks screen: main asks the embedded sandbox, through its control API, to do what makes
 * the real service send the event (a new order, a renewal, an expiry, a learner's progress, a webinar's
 * reminder…). The sandbox picks a record that fits the chosen association, so the event really happens.
 * Any documented event can be fired.
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
      const kind = response.status === 400 ? 'validation' : response.status === 404 ? 'not_found' : 'http';
      throw appFailure(kind, `The sandbox could not fire the event: ${message}`, { status: response.status });
    }
    return schema.parse(json) as z.output<S>;
  }

  async function creatorId(): Promise<string> {
    const token = deps.sandbox.credentials().accessToken;
    const creators = await control('GET', 'state?collection=creators', z.array(Creator));
    const creator = creators.find((c) => c.accessToken === token);
    if (!creator) throw appFailure('internal', 'The sandbox has no creator for its demo credentials.');
    return creator._id;
  }

  return async function fire(input: ChannelArgs<'webhooks.fire'>): Promise<FireOutput> {
    const profile = input.profileId ? await deps.profiles.get(input.profileId) : await deps.profiles.active();
    if (profile.kind !== 'sandbox') {
      throw appFailure(
        'validation',
        'Only the built-in sandbox can be asked to fire events. A live service fires them itself.',
      );
    }
    const answer = await control('POST', 'webhooks/trigger', TriggerAnswer, {
      event: input.event,
      creator: await creatorId(),
      ...(input.mango ? { mango: input.mango } : {}),
      ...(input.course ? { course: input.course } : {}),
      ...(input.webinar ? { webinar: input.webinar } : {}),
    });
    return {
      description: answer.description,
      deliveries: answer.deliveries.map(({ hookUrl, status, error }) => ({ hookUrl, status, error })),
    };
  };
}
