import type {
  ImportProgress,
  JobSummary,
  ValidationSummary,
} from '../../../../src/shared/areas/bulk-jobs/channels';
import { emptyMapping } from '../../../../src/shared/areas/bulk-jobs/domain/fields';
import { fakeBridge, type Handlers } from '../fake-bridge';

/** The shared fake bridge with the sandbox as the active profile, as in the console's first run. */
export const sandboxBridge = (handlers: Handlers) =>
  fakeBridge(handlers, { profiles: [{ id: 'sandbox', name: 'Sandbox' }] });

export const JOB_ID = 'job-20261124010101-abcdef';

/** A job's summary at one version: `succeeded` of 60 rows done. */
export function jobSummary(
  version: number,
  status: JobSummary['status'],
  succeeded: number,
  failed = 0,
  id = JOB_ID,
): JobSummary {
  return {
    id,
    kind: 'migrate',
    profileId: 'sandbox',
    profileName: 'Sandbox',
    profileKind: 'sandbox',
    fileName: 'a.csv',
    createdAt: '2026-11-24T01:01:01.000Z',
    status,
    total: 60,
    counts: { pending: 60 - succeeded - failed, sending: 0, succeeded, failed, uncertain: 0, skipped: 0 },
    invalidRows: 0,
    mangoes: [],
    concurrency: 4,
    ratePerMinute: null,
    rateCapPerMinute: null,
    elapsedMs: 0,
    etaMs: null,
    version,
  };
}

export const IMPORT_ID = 'imp-test-000001';

/** A file main has read: three rows, name and email matched by their headers. */
export const imported: ImportProgress = {
  importId: IMPORT_ID,
  fileName: 'customers.csv',
  bytes: 120,
  rows: 3,
  done: true,
  headers: ['Name', 'Email', 'Phone'],
  mapping: { ...emptyMapping(), name: 0, email: 1 },
};

/** Its validation: `valid` of 3 rows. */
export function summary(valid: number, extra: Partial<ValidationSummary> = {}): ValidationSummary {
  return {
    importId: IMPORT_ID,
    total: 3,
    valid,
    invalid: 3 - valid,
    duplicates: 0,
    withNotes: 0,
    byField: {},
    unmapped: [],
    mangoesChecked: true,
    dryRun: { checked: false, counts: {} },
    history: { migrated: 0, inProgress: 0, found: 0, unreadableJobs: [] },
    ...extra,
  };
}
