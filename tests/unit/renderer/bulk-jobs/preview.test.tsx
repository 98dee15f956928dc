import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  useDryRun,
  usePreviewRows,
  usePreviewTotal,
  useValidation,
} from '../../../../src/renderer/src/areas/bulk-jobs/preview-queries';
import { useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { deferred, failure, queued, wrapper } from '../fake-bridge';
import { IMPORT_ID, imported, sandboxBridge, summary } from './fixtures';

// Unmounts every hook (and its timers) before the next test.

beforeEach(() => useMigrationView.getState().reset());

describe('the validation of the file being previewed', () => {
  it('never shows the answer for a mapping that was changed since, and remembers each mapping', async () => {
    const { answers, handler } = queued();
    const fake = sandboxBridge({
      'bulkJobs.validate': handler,
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    const { result } = renderHook(
      () => {
        const validation = useValidation();
        return { valid: validation.data?.valid, fetching: validation.isFetching };
      },
      { wrapper: wrapper(fake.api) },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => useMigrationView.getState().setColumn('phone', 2));
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(fake.callsTo('bulkJobs.validate')[1]).toMatchObject({
      mapping: { phone: 2 },
      mangoIdForAll: null,
    });
    await act(async () => answers[1]?.resolve(summary(3)));
    await waitFor(() => expect(result.current.valid).toBe(3));
    // The first mapping's answer arrives last: it is not shown.
    await act(async () => answers[0]?.resolve(summary(1)));
    expect(result.current.valid).toBe(3);
    expect(fake.callsTo('bulkJobs.saveMapping')).toContainEqual({
      headers: imported.headers,
      mapping: { ...imported.mapping, phone: 2 },
      kind: 'migrate',
      // No Mango for every row: none is remembered for these columns.
      mangoIdForAll: null,
    });
    // While the next mapping is checked, the last summary stays on screen.
    act(() => useMigrationView.getState().setMangoForAll('ae0000000000000000000003'));
    await waitFor(() => expect(result.current.fetching).toBe(true));
    expect(result.current.valid).toBe(3);
    // Once checked, the one Mango for every row is remembered with the mapping.
    await waitFor(() => expect(answers).toHaveLength(3));
    await act(async () => answers[2]?.resolve(summary(3)));
    await waitFor(() =>
      expect(fake.callsTo('bulkJobs.saveMapping')).toContainEqual(
        expect.objectContaining({ mangoIdForAll: 'ae0000000000000000000003' }),
      ),
    );
  });

  it('opens a file on the one Mango for every row remembered for its columns', () => {
    act(() =>
      useMigrationView.getState().acceptImport({ ...imported, mangoIdForAll: 'ae0000000000000000000003' }),
    );
    expect(useMigrationView.getState().mangoIdForAll).toBe('ae0000000000000000000003');
    act(() => useMigrationView.getState().acceptImport(imported));
    expect(useMigrationView.getState().mangoIdForAll).toBeNull();
  });

  it('gives a failed validation its AppError', async () => {
    const fake = sandboxBridge({
      'bulkJobs.validate': () => failure({ kind: 'conflict', message: 'The file is still being read.' }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    const { result } = renderHook(() => useValidation().appError, { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(result.current?.message).toBe('The file is still being read.'));
    expect(fake.callsTo('bulkJobs.saveMapping')).toHaveLength(0);
  });
});

describe('the preview rows', () => {
  it('are read once main has validated the mapping, and again after each validation', async () => {
    let validations = 0;
    const fake = sandboxBridge({
      'bulkJobs.validate': () => ((validations += 1), summary(3)),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
      'bulkJobs.rows': (input: { filter: string; offset: number }) => ({
        total: 3,
        rows: [
          {
            index: 0,
            line: 2,
            values: { name: `v${validations}-${input.filter}` },
            valid: true,
            errors: [],
            notes: [],
          },
        ],
      }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    const { result } = renderHook(
      () => {
        const filter = useMigrationView((s) => s.previewFilter);
        const { total, source } = usePreviewTotal(filter);
        const rowAt = usePreviewRows(source, filter, 0, 0);
        return { total, first: rowAt(0)?.values.name };
      },
      { wrapper: wrapper(fake.api) },
    );
    await waitFor(() => expect(result.current.first).toBe('v1-all'));
    expect(result.current.total).toBe(3);
    // The rows were asked for only after the validation answered.
    const channels = fake.calls.map((c) => c.channel);
    expect(channels.indexOf('bulkJobs.rows')).toBeGreaterThan(channels.indexOf('bulkJobs.validate'));
    act(() => useMigrationView.getState().setPreviewFilter('invalid'));
    await waitFor(() => expect(result.current.first).toBe('v1-invalid'));
    act(() => useMigrationView.getState().setColumn('phone', 2));
    await waitFor(() => expect(result.current.first).toBe('v2-invalid'));
    expect(fake.callsTo('bulkJobs.rows').at(-1)).toEqual({
      importId: IMPORT_ID,
      filter: 'invalid',
      offset: 0,
      limit: 200,
    });
  });
});

describe('the dry run', () => {
  it('shows its progress, adds its verdicts to the summary and reads the rows again', async () => {
    const dryRunAnswer = deferred<unknown>();
    const fake = sandboxBridge({
      'bulkJobs.validate': () => summary(3),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
      'bulkJobs.rows': () => ({ total: 0, rows: [] }),
      'bulkJobs.dryRun': () => dryRunAnswer.promise,
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    const { result } = renderHook(
      () => {
        const validation = useValidation();
        const preview = usePreviewTotal('all');
        return { dryRun: useDryRun(), checked: validation.data?.dryRun, version: preview.source?.version };
      },
      { wrapper: wrapper(fake.api) },
    );
    await waitFor(() => expect(result.current.version).toBeDefined());
    const before = result.current.version;
    let finished: Promise<boolean> | undefined;
    act(() => void (finished = result.current.dryRun.run(3)));
    await waitFor(() => expect(result.current.dryRun.running).toBe(true));
    expect(result.current.dryRun.total).toBe(3);
    act(() => fake.emit('bulkJobs.dryRunProgress', { importId: 'imp-other-000001', checked: 9, total: 9 }));
    act(() => fake.emit('bulkJobs.dryRunProgress', { importId: IMPORT_ID, checked: 2, total: 3 }));
    await waitFor(() => expect(result.current.dryRun.checked).toBe(2));
    expect(result.current.dryRun.total).toBe(3);
    await act(async () =>
      dryRunAnswer.resolve({ counts: { new: 2, already_subscribed: 1 }, message: 'All checked.' }),
    );
    expect(await finished).toBe(true);
    await waitFor(() =>
      expect(result.current.checked).toEqual({ checked: true, counts: { new: 2, already_subscribed: 1 } }),
    );
    expect(result.current.dryRun.message).toBe('All checked.');
    await waitFor(() => expect(result.current.version).not.toBe(before));
    // A new mapping forgets how the last run ended.
    act(() => useMigrationView.getState().setColumn('phone', 2));
    await waitFor(() => expect(result.current.dryRun.message).toBeUndefined());
  });

  it('can be stopped (as if it never ran), and a failure reaches appError', async () => {
    let fail = false;
    const fake = sandboxBridge({
      'bulkJobs.validate': () => summary(3),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
      'bulkJobs.dryRun': (_input: unknown, options?: { signal?: AbortSignal }) =>
        fail
          ? failure({ kind: 'http', status: 503, message: 'The service is down.' })
          : new Promise((resolve) =>
              options?.signal?.addEventListener('abort', () =>
                resolve(failure({ kind: 'cancelled', message: 'Stopped.' })),
              ),
            ),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    const { result } = renderHook(() => useDryRun(), { wrapper: wrapper(fake.api) });
    let finished: Promise<boolean> | undefined;
    act(() => void (finished = result.current.run(3)));
    await waitFor(() => expect(result.current.running).toBe(true));
    act(() => result.current.cancel());
    expect(await finished).toBe(false);
    await waitFor(() => expect(result.current.running).toBe(false));
    expect(result.current.appError).toBeNull();
    fail = true;
    await act(async () => void (await result.current.run(3)));
    await waitFor(() => expect(result.current.appError?.message).toBe('The service is down.'));
  });
});
