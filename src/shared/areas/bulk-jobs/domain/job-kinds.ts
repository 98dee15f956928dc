import { assignBadgesKind } from './kind-assign-badges';
import { assignPointsKind } from './kind-assign-points';
import { grantSubscriptionKind } from './kind-grant-subscription';
import { migrateKind } from './kind-migrate';
import { revokeSubscriptionKind } from './kind-revoke-subscription';
import { revokeUserKind } from './kind-revoke-user';
import type { JobKindName, JobKindSpec } from './kind-spec';

export { JobKindName, jobKindNames, type JobKindSpec, type RowColumn } from './kind-spec';

/** Every bulk job kind by name; what a kind says is in kind-spec.ts, each kind in its kind-*.ts. */
export const jobKinds: Readonly<Record<JobKindName, JobKindSpec>> = {
  migrate: migrateKind,
  'revoke-user': revokeUserKind,
  'grant-subscription': grantSubscriptionKind,
  'revoke-subscription': revokeSubscriptionKind,
  'assign-badges': assignBadgesKind,
  'assign-points': assignPointsKind,
};

/** The kind of a job or import; absent means migrate (jobs and journals written before kinds). */
export function jobKindSpec(name: JobKindName | undefined): JobKindSpec {
  return jobKinds[name ?? 'migrate'];
}
