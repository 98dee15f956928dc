import type { z } from 'zod';
import { badRequest } from '../errors';
import type { SubscriptionRecord } from '../fixture-schema';
import type { SandboxCore } from '../context';

/** Shape errors are the generic 400 of the spec's table: message "Invalid request" plus the first issue. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`Invalid request: ${where}${issue?.message ?? 'invalid'}`);
}

/** Statuses that give access (spec: active and manually active subscriptions). */
const ACTIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'manualactive']);

export function isActiveSubscription(sub: SubscriptionRecord, now: number): boolean {
  return ACTIVE_STATUSES.has(sub.status) && (sub.expiredAt === null || Date.parse(sub.expiredAt) > now);
}

/** The set of Mango ids a fan holds an active subscription to. */
export function activeMangoesOf(core: SandboxCore, fan: string): Set<string> {
  const now = core.clock.now();
  const out = new Set<string>();
  for (const sub of core.state.data.subscriptions) {
    if (sub.fan === fan && isActiveSubscription(sub, now)) out.add(sub.mango);
  }
  return out;
}

export function paginate<T>(items: T[], limit: number, page: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

export function ownedMango(core: SandboxCore, creator: string, id: string) {
  const mango = core.state.byId('mangoes', id);
  return mango && mango.creator === creator && !mango.isDeleted ? mango : undefined;
}
