import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BridgeApi } from '@shared/bridge';
import type { ImportProgress, JobSummary, ValidationSummary } from '@shared/channels/migration';
import type { ColumnMapping, MigrationField } from '@shared/domain/migration/fields';
import type { AppError, Result } from '@shared/errors';
import { importFile } from './read-file';

export interface MangoOption {
  id: string;
  title: string;
  hidden: boolean;
}

export interface DryRunState {
  status: 'idle' | 'running' | 'done' | 'error';
  checked: number;
  total: number;
  message?: string;
  error?: AppError;
}

export interface MigrationState {
  importStatus: 'idle' | 'reading' | 'ready' | 'error';
  file: { name: string; size: number; sent: number } | null;
  importInfo: ImportProgress | null;
  importError: AppError | null;
  mapping: ColumnMapping | null;
  mangoIdForAll: string | null;
  mangoes: MangoOption[];
  mangoesError: AppError | null;
  summary: ValidationSummary | null;
  validating: boolean;
  validateError: AppError | null;
  /** Bumped after every validation or dry run, so the preview table fetches its pages again. */
  previewVersion: number;
  dryRun: DryRunState;
  jobs: JobSummary[];
  jobsStatus: 'idle' | 'loading' | 'ready' | 'error';
  jobsError: AppError | null;
  selectedJobId: string | null;
  openFile: (file: File) => Promise<void>;
  acceptImport: (progress: ImportProgress) => Promise<void>;
  setColumn: (field: MigrationField, column: number | null) => Promise<void>;
  setMangoForAll: (mangoId: string | null) => Promise<void>;
  validate: () => Promise<void>;
  runDryRun: () => Promise<void>;
  /** Stops a dry run under way (reads only: nothing to undo). */
  cancelDryRun: () => void;
  start: (options: {
    includeAlreadySubscribed: boolean;
    sendMigratedAgain?: boolean;
    skipDryRun?: boolean;
    concurrency: number;
    confirmation?: string;
    profileId?: string;
  }) => Promise<Result<JobSummary>>;
  loadJobs: () => Promise<void>;
  applyJob: (job: JobSummary) => void;
  selectJob: (jobId: string | null) => void;
  reset: () => void;
}

export type MigrationStore = StoreApi<MigrationState>;

const blankImport = {
  importStatus: 'idle' as const,
  file: null,
  importInfo: null,
  importError: null,
  mapping: null,
  mangoIdForAll: null,
  summary: null,
  validating: false,
  validateError: null,
  dryRun: { status: 'idle' as const, checked: 0, total: 0 },
};

/**
 * The bulk migration screen's state. Main holds the file, the validation and the jobs; this store holds
 * what the screen shows and refreshes from `migration.progress` / `migration.jobChanged` events.
 */
export function createMigrationStore(api: BridgeApi): MigrationStore {
  let dryRunController: AbortController | null = null;
  return createStore<MigrationState>()((set, get) => {
    const loadMangoes = async (): Promise<void> => {
      const result = await api.migration.mangoes({});
      if (result.ok) set({ mangoes: result.value.mangoes, mangoesError: null });
      else set({ mangoesError: result.error });
    };
    let validation = 0;

    return {
      ...blankImport,
      previewVersion: 0,
      mangoes: [],
      mangoesError: null,
      jobs: [],
      jobsStatus: 'idle',
      jobsError: null,
      selectedJobId: null,

      openFile: async (file) => {
        set({ ...blankImport, importStatus: 'reading', file: { name: file.name, size: file.size, sent: 0 } });
        const result = await importFile(api, file, (sent) =>
          set((s) => ({ file: s.file ? { ...s.file, sent } : s.file })),
        );
        if (!result.ok) {
          set({ importStatus: 'error', importError: result.error });
          return;
        }
        await get().acceptImport(result.value);
      },

      acceptImport: async (progress) => {
        set({
          ...blankImport,
          importStatus: 'ready',
          file: get().file ?? { name: progress.fileName, size: progress.bytes, sent: progress.bytes },
          importInfo: progress,
          mapping: progress.mapping ?? null,
        });
        void loadMangoes();
        await get().validate();
      },

      setColumn: async (field, column) => {
        const mapping = get().mapping;
        if (!mapping) return;
        set({ mapping: { ...mapping, [field]: column } });
        await get().validate();
      },

      setMangoForAll: async (mangoId) => {
        set({ mangoIdForAll: mangoId });
        await get().validate();
      },

      validate: async () => {
        const { importInfo, mapping, mangoIdForAll } = get();
        if (!importInfo || !mapping) return;
        const ticket = ++validation;
        set({ validating: true, validateError: null });
        const result = await api.migration.validate({
          importId: importInfo.importId,
          mapping,
          mangoIdForAll,
        });
        if (ticket !== validation) return; // a newer mapping is being validated
        if (!result.ok) {
          set({ validating: false, validateError: result.error });
          return;
        }
        set((s) => ({
          validating: false,
          summary: result.value,
          previewVersion: s.previewVersion + 1,
          dryRun: blankImport.dryRun,
        }));
        void api.migration.saveMapping({ headers: importInfo.headers, mapping });
      },

      cancelDryRun: () => dryRunController?.abort(),

      runDryRun: async () => {
        const importId = get().importInfo?.importId;
        if (!importId) return;
        const controller = new AbortController();
        dryRunController = controller;
        set({ dryRun: { status: 'running', checked: 0, total: get().summary?.valid ?? 0 } });
        const off = api.on('migration.dryRunProgress', (p) => {
          if (p.importId === importId)
            set((s) => ({ dryRun: { ...s.dryRun, checked: p.checked, total: p.total } }));
        });
        const result = await api.migration.dryRun({ importId }, { signal: controller.signal });
        off();
        dryRunController = null;
        if (!result.ok && result.error.kind === 'cancelled') {
          set({ dryRun: { status: 'idle', checked: 0, total: 0 } });
          return;
        }
        if (!result.ok) {
          set((s) => ({ dryRun: { ...s.dryRun, status: 'error', error: result.error } }));
          return;
        }
        set((s) => ({
          dryRun: {
            ...s.dryRun,
            status: 'done',
            ...(result.value.message ? { message: result.value.message } : {}),
          },
          summary: s.summary
            ? { ...s.summary, dryRun: { checked: true, counts: result.value.counts } }
            : s.summary,
          previewVersion: s.previewVersion + 1,
        }));
      },

      start: async (options) => {
        const importId = get().importInfo?.importId;
        if (!importId) return { ok: false, error: { kind: 'validation', message: 'Open a file first.' } };
        const result = await api.migration.start({ importId, ...options });
        if (result.ok) {
          get().applyJob(result.value);
          // The Import tab starts empty: the file now lives in the job, and sending it again is a new,
          // deliberate import (which the ledger will flag).
          set({ ...blankImport, selectedJobId: result.value.id });
        }
        return result;
      },

      loadJobs: async () => {
        set({ jobsStatus: get().jobs.length > 0 ? 'ready' : 'loading' });
        const result = await api.migration.jobs({});
        if (result.ok) {
          const newer = new Map(get().jobs.map((j) => [j.id, j]));
          const jobs = result.value.jobs.map((job) => {
            const known = newer.get(job.id);
            return known && known.version > job.version ? known : job;
          });
          set({ jobs, jobsStatus: 'ready', jobsError: null });
        } else set({ jobsStatus: 'error', jobsError: result.error });
      },

      applyJob: (job) =>
        set((s) => {
          const known = s.jobs.find((j) => j.id === job.id);
          // An older summary arriving late (an action's answer after the events it caused) never
          // replaces a newer one: that was the job view frozen at "Running 51 of 60" after a retry.
          if (known && known.version > job.version) return s;
          return { jobs: known ? s.jobs.map((j) => (j.id === job.id ? job : j)) : [job, ...s.jobs] };
        }),

      selectJob: (jobId) => set({ selectedJobId: jobId }),
      reset: () => set({ ...blankImport }),
    };
  });
}
