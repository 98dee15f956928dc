import { assignBadgesJob } from './assign-badges/send';
import { assignPointsJob } from './assign-points/send';
import type { JobKind } from './common/job';
import type { JobKindName, JobKindSpec } from './common/spec';
import { grantSubscriptionJob } from './grant-subscription/send';
import { migrateJob } from './migrate/send';
import { revokeSubscriptionJob } from './revoke-subscription/send';
import { revokeUserJob } from './revoke-user/send';

export { JobKindName, jobKindNames, type JobKindSpec, type RowColumn } from './common/spec';
export type { EffectCheck, JobClient, JobKind } from './common/job';

/**
 * Every bulk job kind, the one list. A kind is one folder (`<kind>/`): `rules.ts` says what its rows are
 * (columns, checks, words; what the renderer shows and main validates) and `send.ts` what one row sends, how
 * its answer reads and how the service is asked whether it is already in place (what main's engine runs,
 * with the client it is given). What several kinds share is in `common/`.
 */
const kinds: Readonly<Record<JobKindName, JobKind>> = {
  migrate: migrateJob,
  'revoke-user': revokeUserJob,
  'grant-subscription': grantSubscriptionJob,
  'revoke-subscription': revokeSubscriptionJob,
  'assign-badges': assignBadgesJob,
  'assign-points': assignPointsJob,
};

/** What each kind says of its rows, by name (the `spec` of each kind of the list). */
export const jobKinds = Object.fromEntries(
  Object.entries(kinds).map(([name, kind]) => [name, kind.spec]),
) as Readonly<Record<JobKindName, JobKindSpec>>;

/** What the kind of a job or import says; absent means migrate (jobs and journals written before kinds). */
export function jobKindSpec(name: JobKindName | undefined): JobKindSpec {
  return jobKinds[name ?? 'migrate'];
}

/** The engine's view of a kind: its rules, its send and its check. Absent means migrate, as above. */
export function jobKind(name: JobKindName | undefined): JobKind {
  return kinds[name ?? 'migrate'];
}
