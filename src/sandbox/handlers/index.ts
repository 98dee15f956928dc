import { operations, type OperationName } from '../../shared/contract/operations';
import type { Handler } from '../context';
import * as analytics from './analytics';
import * as certificates from './certificates';
import * as community from './community';
import * as courseContent from './course-content';
import * as courses from './courses';
import * as feed from './feed';
import * as feedCreate from './feed-create';
import * as gamification from './gamification';
import * as gamificationPoints from './gamification-points';
import * as host from './host';
import * as integration from './integration';
import * as mangoUpdate from './mango-update';
import * as mangoes from './mangoes';
import * as posts from './posts';
import * as subscriptions from './subscriptions';
import * as users from './users';
import * as videoCallReads from './video-call-reads';
import * as videoCalls from './video-calls';
import * as webhooks from './webhooks';

/**
 * The modules whose exports include the handlers, each exported under its operation's name (`listBadges` in
 * gamification.ts). A handler added to one of them is routed with nothing more to write here.
 */
const modules = [
  analytics,
  certificates,
  community,
  courseContent,
  courses,
  feed,
  feedCreate,
  gamification,
  gamificationPoints,
  host,
  integration,
  mangoUpdate,
  mangoes,
  posts,
  subscriptions,
  users,
  videoCallReads,
  videoCalls,
  webhooks,
] as const;

/** One handler serving two operations of the table: the legacy webhook route answers as the current one. */
const aliases = { subscribeWebhookLegacy: 'subscribeWebhook' } as const;

type Exported = UnionToIntersection<(typeof modules)[number]>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** The operations of the table with no handler of that name among the modules' exports (nor an alias). */
type Unserved = {
  [K in Exclude<OperationName, keyof typeof aliases>]: K extends keyof Exported
    ? Exported[K] extends Handler
      ? never
      : K
    : K;
}[Exclude<OperationName, keyof typeof aliases>];
/** A compile error naming the operation when one has no handler. */
const everyOperationServed: [Unserved] extends [never] ? true : { noHandlerFor: Unserved } = true;
void everyOperationServed;

function handlerOf(name: OperationName): Handler {
  const exported = (aliases as Partial<Record<OperationName, OperationName>>)[name] ?? name;
  const found = modules.filter((module) => Object.hasOwn(module, exported));
  // Two modules exporting one name would leave the route to the import order: refused at load instead.
  if (found.length !== 1) throw new Error(`${found.length} sandbox modules export a handler ${exported}`);
  return (found[0] as unknown as Record<string, Handler>)[exported] as Handler;
}

/** One handler per operation of the shared table, found by its name. */
export const handlers: { [K in OperationName]: Handler } = Object.fromEntries(
  (Object.keys(operations) as OperationName[]).map((name) => [name, handlerOf(name)]),
) as { [K in OperationName]: Handler };
