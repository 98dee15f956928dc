import { create } from 'zustand';
import type { ImportProgress, JobRowFilter, PreviewFilter } from '@shared/channels/migration';
import type { ColumnMapping, MigrationField } from '@shared/domain/migration/fields';

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
 * so a file picked once is not still there the next time (as when the state lived in the screen).
 */
export interface MigrationView {
  file: PickedFile | null;
  /** The file main has read; null until the import is done. */
  importInfo: ImportProgress | null;
  mapping: ColumnMapping | null;
  mangoIdForAll: string | null;
  previewFilter: PreviewFilter;
  selectedJobId: string | null;
  jobFilter: JobRowFilter;
  jobPage: number;
  /** A new file is being read: the previous one (and its preview) is gone. */
  startReading: (file: { name: string; size: number }) => void;
  setSent: (sent: number) => void;
  /** The import is done (picked here, or opened with the console): preview it. */
  acceptImport: (progress: ImportProgress) => void;
  setColumn: (field: MigrationField, column: number | null) => void;
  setMangoForAll: (mangoId: string | null) => void;
  setPreviewFilter: (filter: PreviewFilter) => void;
  /** Forgets the file (after a job was started from it: the file lives in the job now). */
  clearImport: () => void;
  selectJob: (jobId: string | null) => void;
  setJobFilter: (filter: JobRowFilter) => void;
  setJobPage: (page: number) => void;
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
const blankJob = { jobFilter: 'all' as JobRowFilter, jobPage: 1 };

export const useMigrationView = create<MigrationView>()((set) => ({
  ...blankImport,
  ...blankJob,
  selectedJobId: null,
  startReading: (file) => set({ ...blankImport, file: { name: file.name, size: file.size, sent: 0 } }),
  setSent: (sent) => set((s) => ({ file: s.file ? { ...s.file, sent } : s.file })),
  acceptImport: (progress) =>
    set((s) => ({
      ...blankImport,
      file: s.file ?? { name: progress.fileName, size: progress.bytes, sent: progress.bytes },
      importInfo: progress,
      mapping: progress.mapping ?? null,
    })),
  setColumn: (field, column) => set((s) => (s.mapping ? { mapping: { ...s.mapping, [field]: column } } : s)),
  setMangoForAll: (mangoId) => set({ mangoIdForAll: mangoId }),
  setPreviewFilter: (previewFilter) => set({ previewFilter }),
  clearImport: () => set(blankImport),
  selectJob: (selectedJobId) => set({ selectedJobId, ...blankJob }),
  setJobFilter: (jobFilter) => set({ jobFilter, jobPage: 1 }),
  setJobPage: (jobPage) => set({ jobPage }),
  reset: () => set({ ...blankImport, ...blankJob, selectedJobId: null }),
}));
