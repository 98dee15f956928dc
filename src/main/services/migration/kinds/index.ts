import type { JobKindName } from '../../../../shared/domain/migration/job-kinds';
import type { JobKind } from './kind';
import { migrateJob } from './migrate';
import { revokeUserJob } from './revoke-user';

export type { EffectCheck, JobClient, JobKind } from './kind';

const kinds: Readonly<Record<JobKindName, JobKind>> = {
  migrate: migrateJob,
  'revoke-user': revokeUserJob,
};

/** The engine's view of a kind; a job or import without one is a migration. */
export function jobKind(name: JobKindName | undefined): JobKind {
  return kinds[name ?? 'migrate'];
}
