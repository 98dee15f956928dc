import { useEffect, useRef, useState } from 'react';
import {
  hashKey,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BridgeApi, ChannelInput, ChannelOutput } from '@shared/bridge';
import type {
  ImportProgress,
  PreviewFilter,
  PreviewRow,
  ValidationSummary,
} from '@shared/areas/bulk-jobs/channels';
import { useApi } from '../../data/api-context';
import { ApiCallError, unwrap } from '../../data/api';
import { saveFile } from '../../components/save-file';
import { appErrorOf, invoke, invokeOrThrow } from '../../data/bridge';
import { useBridgeEvent } from '../../data/events';
import { APP_SCOPE, bridgeKey, useBridgeMutation, useBridgeQuery, type BridgeKey } from '../../data/query';
import { applyJob } from './jobs-cache';
import { keepPreviousFor, versionedQuery } from './queries';
import { importFile } from './read-file';
import { openJob } from './route';
import { useMigrationView } from './view-store';

/*
 * The import side of the screen. A picked file lives in main as an import (its id names it, and the
 * profile it was read for), so its reads are keyed by that id, not by the active profile.
 */

/** Reads a picked file into main, a slice at a time; the view store follows the bytes sent. */
export function useImportFile() {
  const api = useApi();
  const mutation = useMutation<ImportProgress, Error, File>({
    mutationKey: ['bulkJobs.import'],
    onMutate: (file) => useMigrationView.getState().startReading(file),
    mutationFn: async (file) =>
      unwrap(
        await importFile(
          (chunk) => invoke(api, 'bulkJobs.import', { ...chunk, kind: useMigrationView.getState().kind }),
          file,
          (sent) => useMigrationView.getState().setSent(sent),
        ),
      ),
    onSuccess: (progress) => useMigrationView.getState().acceptImport(progress),
  });
  return { open: mutation.mutate, reading: mutation.isPending, appError: appErrorOf(mutation.error) };
}

export type ImportFile = ReturnType<typeof useImportFile>;

/** A CSV the OS opened with the console (desktop) arrives already imported: waiting, or while open. */
export function useOpenedCsv(): void {
  const accept = useMigrationView((s) => s.acceptImport);
  const { mutate: take } = useBridgeMutation('bulkJobs.takeOpenedCsv', {
    onSuccess: ({ opened }) => void (opened?.import && accept(opened.import)),
  });
  useBridgeEvent('bulkJobs.openCsv', (opened) => opened.import && accept(opened.import));
  useEffect(() => take({}), [take]);
}

/** The validation's input: the file being previewed with the mapping being chosen (undefined: none yet). */
export function useValidationInput(): ChannelInput<'bulkJobs.validate'> | undefined {
  const importId = useMigrationView((s) => s.importInfo?.importId);
  const mapping = useMigrationView((s) => s.mapping);
  const mangoIdForAll = useMigrationView((s) => s.mangoIdForAll);
  return importId && mapping ? { importId, mapping, mangoIdForAll } : undefined;
}

/**
 * The file checked with the current mapping. Each mapping is its own entry, so a late answer for an
 * earlier one is never shown; the last summary stays on screen while the next is checked. Main keeps the
 * last validation for the preview rows and the job, so going back to a mapping checked before checks it
 * again rather than trusting the cache; opening the Import tab again shows the last summary as it is.
 * Each answer remembers the mapping for these headers, and the one Mango for every row (or none), for the
 * next file with these columns.
 */
export function useValidation() {
  const api = useApi();
  const input = useValidationInput();
  const headers = useMigrationView((s) => s.importInfo?.headers);
  const kind = useMigrationView((s) => s.kind);
  // An undo's columns are the console's own, not a file's: nothing to remember for the next file.
  const built = useMigrationView((s) => s.importInfo?.undo !== undefined);
  const result = useQuery<ValidationSummary, Error, ValidationSummary, BridgeKey<'bulkJobs.validate'>>({
    queryKey: bridgeKey('bulkJobs.validate', APP_SCOPE, input),
    queryFn: async ({ signal }) => {
      const summary = await invokeOrThrow(api, 'bulkJobs.validate', input, { signal });
      if (input && headers && !built)
        void invoke(api, 'bulkJobs.saveMapping', {
          headers,
          mapping: input.mapping,
          kind,
          mangoIdForAll: input.mangoIdForAll,
        });
      return summary;
    },
    enabled: input !== undefined,
    placeholderData: keepPreviousFor('importId', input?.importId),
    refetchOnMount: false,
  });
  return Object.assign(result, { appError: appErrorOf(result.error), input });
}

/** The profile's Mangoes, for "one Mango for all rows" and the preview's Mango titles. */
export function useMangoes() {
  return useBridgeQuery('bulkJobs.mangoes', {});
}

export const PREVIEW_PAGE = 200;

/**
 * The preview's rows depend on main's last validation of the file, so their pages are keyed by when it
 * answered: a new validation (or a dry run's verdicts) fetches them again, and until it has answered the
 * rows of the previous one stay on screen.
 */
function usePreviewSource(): { importId: string; version: number } | null {
  const validation = useValidation();
  const importId = validation.input?.importId;
  const settled =
    validation.isSuccess && !validation.isPlaceholderData && !validation.isFetching
      ? validation.dataUpdatedAt
      : null;
  const [source, setSource] = useState<{ importId: string; version: number } | null>(null);
  if (importId && settled !== null && (source?.version !== settled || source.importId !== importId))
    setSource({ importId, version: settled });
  return source && source.importId === importId ? source : null;
}

function previewPageQuery(
  api: BridgeApi,
  source: { importId: string; version: number } | null,
  filter: PreviewFilter,
  page: number,
) {
  const input = {
    importId: source?.importId ?? '',
    filter,
    offset: page * PREVIEW_PAGE,
    limit: PREVIEW_PAGE,
  };
  return {
    ...versionedQuery(api, 'bulkJobs.rows', APP_SCOPE, input, source?.version ?? null),
    enabled: !!source,
  };
}

/** How many rows the filter shows (the first page's answer; the last count stays while the next loads). */
export function usePreviewTotal(filter: PreviewFilter) {
  const api = useApi();
  const source = usePreviewSource();
  const first = useQuery({
    ...previewPageQuery(api, source, filter, 0),
    placeholderData: keepPreviousFor<ChannelOutput<'bulkJobs.rows'>>('importId', source?.importId),
  });
  return { total: first.data?.total ?? 0, source };
}

/** The pages the table shows (from `first` to `last`); answers the row at an index, once its page is in. */
export function usePreviewRows(
  source: { importId: string; version: number } | null,
  filter: PreviewFilter,
  first: number,
  last: number,
): (index: number) => PreviewRow | undefined {
  const api = useApi();
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const results = useQueries({ queries: pages.map((p) => previewPageQuery(api, source, filter, p)) });
  return (index) => results[Math.floor(index / PREVIEW_PAGE) - first]?.data?.rows[index % PREVIEW_PAGE];
}

/** The dry run's verdicts join the summary it was run for (the preview rows follow it). */
function patchSummary(
  client: QueryClient,
  input: ChannelInput<'bulkJobs.validate'>,
  counts: Record<string, number>,
) {
  client.setQueryData<ValidationSummary>(bridgeKey('bulkJobs.validate', APP_SCOPE, input), (summary) =>
    summary ? { ...summary, dryRun: { checked: true, counts } } : summary,
  );
}

/**
 * The dry run: checks the valid rows against the service without writing, with its progress from main's
 * events. It can be stopped (reads only: nothing to undo); a stopped run is as if it never ran. Changing
 * the mapping forgets how the last one ended (its message, its failure), not its verdicts.
 */
export function useDryRun() {
  const api = useApi();
  const client = useQueryClient();
  const input = useValidationInput();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState({ checked: 0, total: 0 });
  const mutation = useMutation<
    ChannelOutput<'bulkJobs.dryRun'> | null,
    Error,
    ChannelInput<'bulkJobs.validate'>
  >({
    mutationKey: ['bulkJobs.dryRun'],
    mutationFn: async ({ importId }) => {
      const abort = new AbortController();
      controller.current = abort;
      const result = await invoke(api, 'bulkJobs.dryRun', { importId }, { signal: abort.signal });
      if (controller.current === abort) controller.current = null;
      if (!result.ok && result.error.kind === 'cancelled') return null;
      if (!result.ok) throw new ApiCallError(result.error);
      return result.value;
    },
    onSuccess: (value, validated) => value && patchSummary(client, validated, value.counts),
  });
  useBridgeEvent('bulkJobs.dryRunProgress', (p) => {
    if (mutation.isPending && p.importId === mutation.variables.importId)
      setProgress({ checked: p.checked, total: p.total });
  });
  const { reset } = mutation;
  const validationKey = input ? hashKey([input]) : '';
  useEffect(() => reset(), [reset, validationKey]);

  return {
    running: mutation.isPending,
    checked: progress.checked,
    total: progress.total,
    message: mutation.data?.message,
    appError: appErrorOf(mutation.error),
    /** Runs it for the current mapping; answers whether it finished (not failed, not stopped). */
    run: async (valid: number): Promise<boolean> => {
      if (!input) return false;
      setProgress({ checked: 0, total: valid });
      return (await mutation.mutateAsync(input).catch(() => null)) !== null;
    },
    cancel: () => controller.current?.abort(),
  };
}

export type DryRun = ReturnType<typeof useDryRun>;

/**
 * Creates the job and starts it. The job goes into the job list and opens; the Import tab starts empty:
 * the file now lives in the job, and sending it again is a new, deliberate import (which the ledger flags).
 */
export function useStartJob() {
  const client = useQueryClient();
  return useBridgeMutation('bulkJobs.start', {
    onSuccess: (job) => {
      applyJob(client, job);
      useMigrationView.getState().clearImport();
      openJob(job.id);
    },
  });
}

/** A file main writes (the template, the invalid rows), saved where the person chooses. */
export function useDownload(channel: 'bulkJobs.template' | 'bulkJobs.exportInvalid') {
  return useBridgeMutation(channel, {
    onSuccess: (file: { fileName: string; content: string }) => saveFile(file.fileName, file.content),
  });
}
