import type { Clock } from '../../platform/api/clock';
import type { MigrateUserBody, MigrateUserEnvelope } from '../../../shared/contract/integration';
import type { LookupClient } from '../../../shared/areas/bulk-jobs/kinds/common/customer-check';
import type { JobFile, JobPaths } from './job-store';
import type { JobClient } from '../../../shared/areas/bulk-jobs/kinds';
import type { JournalIo } from './journal-file';
import type { RateGovernorOptions } from './rate-governor';

/** A client that sends migrate-user only (enough for a migration job). */
export interface MigrateClient {
  migrateUser(
    request: { body: MigrateUserBody },
    options?: { signal?: AbortSignal },
  ): Promise<MigrateUserEnvelope>;
}

/** What a JobRunner (runner.ts) is opened with; `Runner` is the runner itself, which `onUpdate` is given. */
export interface RunnerOptions<Runner> {
  job: JobFile;
  paths: JobPaths;
  /** Sends the job kind's operation (kinds/); the ApiClient sends every kind's. */
  client: JobClient;
  clock: Clock;
  /** Called on every state change that a screen should show (throttling is the caller's business). */
  onUpdate?: (runner: Runner) => void;
  governor?: RateGovernorOptions;
  /** A run of this many unsent requests or server errors pauses the job instead of burning the file. */
  failureStreakLimit?: number;
  /** The journal's write calls (tests inject a full disk here). */
  journalIo?: JournalIo;
  /**
   * Reads the kind's check with, just before a row is sent (the job's own client: its 429s reach the
   * governor). Absent: rows are sent without looking first (unit tests of the engine alone).
   */
  lookup?: LookupClient;
}
