import type { bulkJobsChannels } from '../../../shared/areas/bulk-jobs/channels';
import { jobKindSpec } from '../../../shared/areas/bulk-jobs/kinds';
import type { Handlers } from '../../platform/handlers';
import { createLogger } from '../../platform/logging/logger';
import { createKeyedQueue } from '../../platform/storage/atomic-file';
import type { ServiceDeps } from '../deps';
import { fileImportHandlers } from './file-import';
import { createImportStore } from './import-store';
import { createJobClients, requireJobSecret } from './job-client';
import { createJobService } from './job-service';
import { createJobStart, type LedgerFor } from './start-job';
import { createUndoBuilder } from './undo';

const log = createLogger('migration');

/**
 * The bulk-jobs area: builds the job service (job-service.ts) and serves its channels, with the file import
 * (file-import.ts) and the start (start-job.ts) beside them. Jobs interrupted by a stop resume on their own;
 * on quit, runners stop after their in-flight requests.
 */
export function bulkJobHandlers(deps: ServiceDeps): Pick<
  Handlers,
  // The file the OS opened with the console is the desktop adapter's (areas/settings/settings.ts).
  Exclude<keyof typeof bulkJobsChannels, 'bulkJobs.takeOpenedCsv'>
> {
  const imports = createImportStore();
  const jobClients = createJobClients(deps);
  const jobs = createJobService({
    dataDir: deps.dataDir,
    emit: deps.emit,
    migrateClientFor: (profileId) => jobClients.forProfile(profileId),
    lookupClientFor: (profileId) => deps.clients.forId(profileId),
    checkClientFor: (profileId) => jobClients.forProfile(profileId),
    generationOf: (profileId) => deps.sandboxGeneration(profileId),
    requireSecrets: async (job) => {
      const spec = jobKindSpec(job.kind);
      await requireJobSecret(deps, await deps.profiles.get(job.profileId), spec.operation, spec.title);
    },
  });
  const startQueue = createKeyedQueue();
  // On quit, runners stop after their in-flight requests (recorded in the journal); the job resumes next start.
  deps.onClose(() => jobs.close());
  // Jobs that were running when the console stopped continue on their own (issue 8, part 5).
  void jobs.resumeInterrupted().then(
    (ids) => ids.length > 0 && log.info('resumed interrupted migration jobs', { ids }),
    (error: unknown) => log.warn('resuming migration jobs failed', { error: String(error) }),
  );
  const undo = createUndoBuilder({
    jobs,
    imports,
    lookupClientFor: (profileId) => deps.clients.forId(profileId),
    queue: startQueue,
  });
  /** An undo is judged against what happened since the job it undoes (that job changed what was before). */
  const ledgerFor: LedgerFor = (profileId, session) => jobs.ledger(profileId, session.undo?.createdAt);

  return {
    ...fileImportHandlers(deps, imports, ledgerFor),
    'bulkJobs.start': createJobStart(deps, { imports, jobs, queue: startQueue, ledgerFor }),
    'bulkJobs.buildUndo': (input) => undo.build(input.jobId),
    'bulkJobs.pause': (input) => jobs.pause(input.jobId),
    'bulkJobs.resume': (input) => jobs.resume(input.jobId),
    'bulkJobs.cancel': (input) => jobs.cancel(input.jobId),
    'bulkJobs.setConcurrency': (input) => jobs.setConcurrency(input.jobId, input.concurrency),
    'bulkJobs.jobs': async (input) => ({ jobs: await jobs.list(input.profileId) }),
    'bulkJobs.job': (input) => jobs.rows(input.jobId, input.state, input.offset, input.limit),
    'bulkJobs.resolveUncertain': (input) => jobs.resolveUncertain(input.jobId, input.mode, input.rows),
    'bulkJobs.retryFailed': (input) => jobs.retryFailed(input.jobId, input.rows),
    'bulkJobs.exportResults': (input) =>
      jobs.exportResults(input.jobId, input.state ?? 'all', input.shape ?? 'results'),
  };
}
