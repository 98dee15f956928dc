import type { JobKindName } from '../../../../shared/areas/bulk-jobs/domain/job-kinds';
import { assignBadgesJob } from './assign-badges';
import { assignPointsJob } from './assign-points';
import { grantSubscriptionJob } from './grant-subscription';
import type { JobKind } from './kind';
import { migrateJob } from './migrate';
import { revokeSubscriptionJob } from './revoke-subscription';
import { revokeUserJob } from './revoke-user';

export type { EffectCheck, JobClient, JobKind } from './kind';

const kinds: Readonly<Record<JobKindName, JobKind>> = {
  migrate: migrateJob,
  'revoke-user': revokeUserJob,
  'grant-subscription': grantSubscriptionJob,
  'revoke-subscription': revokeSubscriptionJob,
  'assign-badges': assignBadgesJob,
  'assign-points': assignPointsJob,
};

/** The engine's view of a kind; a job or import without one is a migration. */
export function jobKind(name: JobKindName | undefined): JobKind {
  return kinds[name ?? 'migrate'];
}
