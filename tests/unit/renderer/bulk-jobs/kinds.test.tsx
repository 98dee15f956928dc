import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { jobKinds } from '../../../../src/shared/areas/bulk-jobs/kinds';
import { setDisplayLocale } from '../../../../src/shared/format';
import { JobProgress } from '../../../../src/renderer/src/areas/bulk-jobs/JobProgress';
import { KindPicker } from '../../../../src/renderer/src/areas/bulk-jobs/KindPicker';
import { StartJobModal } from '../../../../src/renderer/src/areas/bulk-jobs/StartJobModal';
import { useImportFile } from '../../../../src/renderer/src/areas/bulk-jobs/preview-queries';
import { useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { renderWithBridge } from '../fake-bridge';
import { imported, jobSummary, sandboxBridge } from './fixtures';

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));
beforeEach(() => useMigrationView.getState().reset());

const inMantine = (element: ReturnType<typeof createElement>) =>
  render(createElement(MantineProvider, null, element));

describe('the kind of a bulk job', () => {
  it('is a migration unless picked, and picking another drops the file read for the first', () => {
    act(() => useMigrationView.getState().acceptImport(imported));
    inMantine(createElement(KindPicker, { disabled: false }));
    expect(useMigrationView.getState().kind).toBe('migrate');
    expect(screen.getByTestId('job-kind-summary').textContent).toContain('migrate-user');
    fireEvent.click(screen.getByText('Remove customers (revoke access)'));
    expect(useMigrationView.getState().kind).toBe('revoke-user');
    expect(useMigrationView.getState().importInfo).toBeNull();
    expect(screen.getByTestId('job-kind-summary').textContent).toMatch(
      /revoke-user.*cannot put it back as it was; once the job is done, Undo this job can send the opposite/,
    );
  });

  it('goes with the file to main, so main validates it with that kind’s columns', async () => {
    act(() => useMigrationView.getState().setKind('revoke-user'));
    const fake = sandboxBridge({ 'bulkJobs.import': () => ({ ...imported, kind: 'revoke-user' }) });
    const { result } = renderWithBridge(fake.api, () => useImportFile());
    act(() => result.current.open(new File(['email,mangoId\n'], 'revoke.csv', { type: 'text/csv' })));
    await waitFor(() => expect(useMigrationView.getState().importInfo).not.toBeNull());
    expect(fake.callsTo('bulkJobs.import')[0]).toMatchObject({
      kind: 'revoke-user',
      fileName: 'revoke.csv',
    });
    expect(useMigrationView.getState().kind).toBe('revoke-user');
  });

  it('words the typed confirmation on a live profile as what the job does', async () => {
    const onConfirm = vi.fn(async () => true);
    inMantine(
      createElement(StartJobModal, {
        spec: jobKinds['revoke-user'],
        opened: true,
        rows: 1200,
        profileName: 'Acme Academy',
        starting: false,
        error: null,
        onClose: () => undefined,
        onConfirm,
      }),
    );
    expect(screen.getByText('Remove customers from a live business')).toBeTruthy();
    expect(screen.getByTestId('confirm-effect').textContent).toContain(
      '1,200 customers will lose their access on Acme Academy (the service cannot restore it; Undo this job can add them back as new subscriptions).',
    );
    const start = screen.getByTestId('confirm-start') as HTMLButtonElement;
    expect(start.textContent).toBe('Start removing 1,200 customers');
    expect(start.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('confirm-input'), { target: { value: '1200 Acme Academy' } });
    expect(start.disabled).toBe(false);
    fireEvent.click(start);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('1200 Acme Academy'));
  });

  it('names a revoke job’s done rows "Removed", a migration’s "Added"', () => {
    const revoke = { ...jobSummary(1, 'running', 10), kind: 'revoke-user' as const };
    const { unmount } = inMantine(createElement(JobProgress, { job: revoke }));
    expect(screen.getByTestId('job-progress').textContent).toContain('Removed');
    expect(screen.getByTestId('job-progress').textContent).not.toContain('Added');
    unmount();
    inMantine(createElement(JobProgress, { job: jobSummary(1, 'running', 10) }));
    expect(screen.getByTestId('job-progress').textContent).toContain('Added');
  });

  it.each([
    ['grant-subscription', 'Grant access (activate subscriptions)', /grant subscription access/, 'neither'],
    ['revoke-subscription', 'Revoke access (halt subscriptions)', /“halted”/, 'opposite'],
    ['assign-badges', 'Give badges', /assign badges.*never takes away/, 'never'],
    ['assign-points', 'Give or take points', /assign points.*negative score/, 'opposite'],
  ] as const)(
    'lists %s as “%s”, with what a row does and whether it can be undone',
    (name, title, summary, undo) => {
      inMantine(createElement(KindPicker, { disabled: false }));
      fireEvent.click(screen.getByText(title));
      expect(useMigrationView.getState().kind).toBe(name);
      const words = screen.getByTestId('job-kind-summary').textContent ?? '';
      expect(words).toMatch(summary);
      // A badge can never be taken back; a halt or points only by the opposite job; a grant needs no warning.
      expect(words.includes('It cannot be undone.')).toBe(undo === 'never');
      expect(words.includes('Undo this job can send the opposite.')).toBe(undo === 'opposite');
    },
  );

  it('confirms a points job on a live profile in its own words', () => {
    inMantine(
      createElement(StartJobModal, {
        spec: jobKinds['assign-points'],
        opened: true,
        rows: 40,
        profileName: 'Acme Academy',
        starting: false,
        error: null,
        onClose: () => undefined,
        onConfirm: async () => true,
      }),
    );
    expect(screen.getByText('Change points on a live business')).toBeTruthy();
    expect(screen.getByTestId('confirm-effect').textContent).toContain(
      '40 people’s points will change on Acme Academy (every award stays in the ledger; Undo this job can add the opposite).',
    );
    expect(screen.getByTestId('confirm-start').textContent).toBe('Start awarding points to 40 people');
  });

  it('names a halt job’s done rows "Halted"', () => {
    inMantine(
      createElement(JobProgress, {
        job: { ...jobSummary(1, 'running', 10), kind: 'revoke-subscription' as const },
      }),
    );
    expect(screen.getByTestId('job-progress').textContent).toContain('Halted');
  });
});
