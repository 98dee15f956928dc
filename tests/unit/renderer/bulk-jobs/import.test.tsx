import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../../../src/renderer/src/data/query';
import { jobsKey } from '../../../../src/renderer/src/areas/bulk-jobs/jobs-cache';
import {
  useImportFile,
  useOpenedCsv,
  useStartJob,
} from '../../../../src/renderer/src/areas/bulk-jobs/preview-queries';
import { jobRowsView, useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { failure, wrapper } from '../fake-bridge';
import { imported, jobSummary, sandboxBridge } from './fixtures';

// Unmounts every hook (and its timers) before the next test.

beforeEach(() => useMigrationView.getState().reset());

describe('the view store', () => {
  it('holds the file being previewed, its mapping and the open job, and forgets them in order', () => {
    const view = useMigrationView.getState;
    view().startReading({ name: 'customers.csv', size: 120 });
    view().setSent(60);
    expect(view().file).toEqual({ name: 'customers.csv', size: 120, sent: 60 });
    view().setPreviewFilter('invalid');
    view().acceptImport(imported);
    expect(view()).toMatchObject({ importInfo: imported, mapping: imported.mapping, previewFilter: 'all' });
    expect(view().file?.name).toBe('customers.csv');
    view().setColumn('phone', 2);
    view().setMangoForAll('ae0000000000000000000003');
    expect(view().mapping?.phone).toBe(2);
    const jobA = 'job-20261124010101-abcdef';
    view().setJobFilter(jobA, 'failed');
    view().setJobPage(jobA, 3);
    view().setJobFilter(jobA, 'pending');
    expect(jobRowsView(view(), jobA)).toEqual({ filter: 'pending', page: 1 });
    view().setJobPage(jobA, 2);
    expect(jobRowsView(view(), jobA)).toEqual({ filter: 'pending', page: 2 });
    // Another job opens on all its rows, page 1; its own page does not carry the first job's filter.
    expect(jobRowsView(view(), 'job-2')).toEqual({ filter: 'all', page: 1 });
    view().setJobPage('job-2', 4);
    expect(jobRowsView(view(), 'job-2')).toEqual({ filter: 'all', page: 4 });
    view().clearImport();
    expect(view()).toMatchObject({ file: null, importInfo: null, mapping: null, mangoIdForAll: null });
    // A file opened with the console has no picked file: its size comes from main.
    view().acceptImport(imported);
    expect(view().file).toEqual({ name: 'customers.csv', size: 120, sent: 120 });
  });
});

describe('reading a picked file', () => {
  it('streams it to main in order, follows the bytes sent and previews it', async () => {
    const fake = sandboxBridge({ 'bulkJobs.import': () => imported });
    const { result } = renderHook(() => useImportFile(), { wrapper: wrapper(fake.api) });
    const file = new File(['Name,Email\nA,a@example.test\n'], 'customers.csv', { type: 'text/csv' });
    act(() => result.current.open(file));
    await waitFor(() => expect(useMigrationView.getState().importInfo).toEqual(imported));
    expect(fake.callsTo('bulkJobs.import')).toEqual([
      {
        fileName: 'customers.csv',
        chunk: 'Name,Email\nA,a@example.test\n',
        final: true,
        kind: 'migrate',
      },
    ]);
    expect(useMigrationView.getState().file).toMatchObject({ sent: file.size, size: file.size });
    expect(result.current.reading).toBe(false);
  });

  it('refuses a file that is not UTF-8, and shows main failures', async () => {
    const fake = sandboxBridge({
      'bulkJobs.import': () => failure({ kind: 'validation', message: 'The file is too large.' }),
    });
    const { result } = renderHook(() => useImportFile(), { wrapper: wrapper(fake.api) });
    act(() => result.current.open(new File([new Uint8Array([0xff, 0xfe, 0x41])], 'latin.csv')));
    await waitFor(() => expect(result.current.appError?.message).toContain('latin.csv is not UTF-8 text'));
    expect(fake.callsTo('bulkJobs.import')).toHaveLength(0);
    expect(useMigrationView.getState().importInfo).toBeNull();
    act(() => result.current.open(new File(['a,b\n'], 'big.csv')));
    await waitFor(() => expect(result.current.appError?.message).toBe('The file is too large.'));
  });

  it('previews a CSV the OS opened with the console, waiting or while open', async () => {
    const fake = sandboxBridge({
      'bulkJobs.takeOpenedCsv': () => ({ opened: { fileName: 'x.csv', path: '/x.csv', import: imported } }),
    });
    renderHook(() => useOpenedCsv(), { wrapper: wrapper(fake.api) });
    await waitFor(() => expect(useMigrationView.getState().importInfo).toEqual(imported));
    const other = { ...imported, importId: 'imp-test-000002', fileName: 'other.csv' };
    act(() => fake.emit('bulkJobs.openCsv', { fileName: 'other.csv', path: '/other.csv', import: other }));
    expect(useMigrationView.getState().importInfo?.fileName).toBe('other.csv');
  });
});

describe('starting a job', () => {
  it('opens the new job, lists it and empties the Import tab; a refusal reaches appError', async () => {
    const job = jobSummary(1, 'running', 0);
    let refuse = true;
    const fake = sandboxBridge({
      'bulkJobs.start': () =>
        refuse ? failure({ kind: 'validation', message: 'Type 3 Acme to confirm.' }) : job,
    });
    const client = createQueryClient();
    client.setQueryData(jobsKey, { jobs: [] });
    act(() => useMigrationView.getState().acceptImport(imported));
    const { result } = renderHook(() => useStartJob(), { wrapper: wrapper(fake.api, client) });
    const input = {
      importId: imported.importId,
      includeAlreadySubscribed: false,
      concurrency: 4,
      confirmation: '3 Acm',
    };
    await act(() => result.current.mutateAsync(input).catch(() => undefined));
    await waitFor(() => expect(result.current.appError?.message).toBe('Type 3 Acme to confirm.'));
    expect(useMigrationView.getState().importInfo).toEqual(imported);
    refuse = false;
    await act(() => result.current.mutateAsync({ ...input, confirmation: '3 Acme' }));
    expect(client.getQueryData(jobsKey)).toEqual({ jobs: [job] });
    expect(useMigrationView.getState()).toMatchObject({ importInfo: null, file: null });
    // The new job opens at its own address, so Back returns to where the person was.
    expect(window.location.hash).toBe(`#/bulk-jobs/job/${job.id}`);
  });
});
