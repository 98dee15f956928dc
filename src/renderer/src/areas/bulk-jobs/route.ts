import { navigate, useAreaPath } from '../../data/route';

/**
 * The migration screen's places, each with its own address so Back and Forward move between them and a
 * reload keeps the place: `#/bulk-jobs` (Import), `#/bulk-jobs/jobs` (the job list) and
 * `#/bulk-jobs/job/<id>` (one job). The filters stay in the view store; the place is the address.
 */
export type MigrationPlace =
  | { tab: 'import'; jobId: null }
  | { tab: 'jobs'; jobId: null }
  | { tab: 'jobs'; jobId: string };

export function migrationPlace(path: readonly string[]): MigrationPlace {
  if (path[0] === 'job' && path[1]) return { tab: 'jobs', jobId: path[1] };
  if (path[0] === 'jobs' || path[0] === 'job') return { tab: 'jobs', jobId: null };
  return { tab: 'import', jobId: null };
}

/** The address of a place, as segments after `#/bulk-jobs`. */
export function migrationPath(place: { tab: 'import' | 'jobs'; jobId?: string | null }): string[] {
  if (place.jobId) return ['job', place.jobId];
  return place.tab === 'jobs' ? ['jobs'] : [];
}

/** Opens a job from outside React (a job that was just started). */
export function openJob(jobId: string): void {
  navigate(['bulk-jobs', ...migrationPath({ tab: 'jobs', jobId })]);
}

/** Where the migration screen is, and how to go elsewhere in it (each move is a step of the history). */
export function useMigrationPlace(): [
  MigrationPlace,
  (place: { tab: 'import' | 'jobs'; jobId?: string | null }) => void,
] {
  const [path, go] = useAreaPath('bulk-jobs');
  return [migrationPlace(path), (place) => go(migrationPath(place))];
}
