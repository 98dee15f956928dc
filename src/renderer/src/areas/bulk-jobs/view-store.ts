import { create } from 'zustand';
import type { ImportProgress, JobRowFilter, PreviewFilter } from '@shared/areas/bulk-jobs/channels';
import type { ColumnMapping } from '@shared/areas/bulk-jobs/domain/fields';
import type { JobKindName } from '@shared/areas/bulk-jobs/kinds';

/** The file picked on this screen, as far as it has been read (bytes sent to main so far). */
export interface PickedFile {
  name: string;
  size: number;
  sent: number;
}

/**
 * What the bulk migration screen shows, not what main holds: the file being previewed (main's import id
 * and headers, the mapping being chosen), the filters, and the open job. Validation, preview rows, jobs
 * and their rows are queries (`queries.ts`, `preview-queries.ts`). The screen clears it when it closes,
 * so a file picked once is not still there the next time (as when the state lived in the screen). Which
 * tab or job is open is the address (`route.ts`), so Back and Forward move between them.
 */
export interface MigrationView {
  /** The kind of job the next file is for (picked first; migration unless changed). */
  kind: JobKindName;
  file: PickedFile | null;
  /** The file main has read; null until the import is done. */
  importInfo: ImportProgress | null;
  mapping: ColumnMapping | null;
  mangoIdForAll: string | null;
  previewFilter: PreviewFilter;
  /** The job the row filter and page belong to: another job opens on all rows, page 1. */
  jobRowsFor: string | null;
  jobFilter: JobRowFilter;
  jobPage: number;
  /** A new file is being read: the previous one (and its preview) is gone. */
  startReading: (file: { name: string; size: number }) => void;
  setSent: (sent: number) => void;
  /** The import is done (picked here, or opened with the console): preview it. */
  acceptImport: (progress: ImportProgress) => void;
  setColumn: (field: string, column: number | null) => void;
  /** Another kind of job: the file picked for the previous kind is dropped (its columns differ). */
  setKind: (kind: JobKindName) => void;
  setMangoForAll: (mangoId: string | null) => void;
  setPreviewFilter: (filter: PreviewFilter) => void;
  /** Forgets the file (after a job was started from it: the file lives in the job now). */
  clearImport: () => void;
  setJobFilter: (jobId: string, filter: JobRowFilter) => void;
  setJobPage: (jobId: string, page: number) => void;
  /** Everything back to an empty screen. */
  reset: () => void;
}

const blankImport = {
  file: null,
  importInfo: null,
  mapping: null,
  mangoIdForAll: null,
  previewFilter: 'all' as PreviewFilter,
};
const blankJob = { jobRowsFor: null as string | null, jobFilter: 'all' as JobRowFilter, jobPage: 1 };

/** The row filter and page of a job's results (all rows, page 1 when they were chosen for another job). */
export function jobRowsView(state: MigrationView, jobId: string): { filter: JobRowFilter; page: number } {
  return state.jobRowsFor === jobId
    ? { filter: state.jobFilter, page: state.jobPage }
    : { filter: 'all', page: 1 };
}

export const useMigrationView = create<MigrationView>()((set) => ({
  kind: 'migrate',
  ...blankImport,
  ...blankJob,
  startReading: (file) => set({ ...blankImport, file: { name: file.name, size: file.size, sent: 0 } }),
  setSent: (sent) => set((s) => ({ file: s.file ? { ...s.file, sent } : s.file })),
  acceptImport: (progress) =>
    set((s) => ({
      ...blankImport,
      file: s.file ?? { name: progress.fileName, size: progress.bytes, sent: progress.bytes },
      // The kind main read the file for; a file opened with the console (desktop) is a migration's.
      kind: progress.kind ?? 'migrate',
      importInfo: progress,
      mapping: progress.mapping ?? null,
      // Remembered with the mapping for these columns (main checked that the Mango still exists).
      mangoIdForAll: progress.mangoIdForAll ?? null,
    })),
  setColumn: (field, column) => set((s) => (s.mapping ? { mapping: { ...s.mapping, [field]: column } } : s)),
  setKind: (kind) => set((s) => (s.kind === kind ? s : { ...blankImport, kind })),
  setMangoForAll: (mangoId) => set({ mangoIdForAll: mangoId }),
  setPreviewFilter: (previewFilter) => set({ previewFilter }),
  clearImport: () => set(blankImport),
  setJobFilter: (jobRowsFor, jobFilter) => set({ jobRowsFor, jobFilter, jobPage: 1 }),
  setJobPage: (jobRowsFor, jobPage) =>
    set((s) => ({ jobRowsFor, jobPage, jobFilter: s.jobRowsFor === jobRowsFor ? s.jobFilter : 'all' })),
  reset: () => set({ ...blankImport, ...blankJob, kind: 'migrate' }),
}));
