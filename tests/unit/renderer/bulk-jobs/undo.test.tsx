import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ImportProgress, JobSummary } from '../../../../src/shared/areas/bulk-jobs/channels';
import { UndoControls } from '../../../../src/renderer/src/areas/bulk-jobs/UndoPanel';
import { useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { failure, wrapper } from '../fake-bridge';
import { IMPORT_ID, JOB_ID, jobSummary, sandboxBridge } from './fixtures';

const SLOW = { timeout: 10_000 };
const inMantine = (node: ReactNode) => createElement(MantineProvider, null, node);

beforeEach(() => {
  useMigrationView.getState().reset();
  window.location.hash = `#/bulk-jobs/job/${JOB_ID}`;
});
afterEach(cleanup);

const built: ImportProgress = {
  importId: IMPORT_ID,
  fileName: `undo-of-${JOB_ID}.csv`,
  kind: 'revoke-user',
  bytes: 0,
  rows: 60,
  done: true,
  headers: ['email', 'userId', 'mangoId'],
  mapping: { email: 0, userId: 1, mangoId: 2 },
  undo: { jobId: JOB_ID, notice: 'Undo of job …', undoable: 60 },
};

/** The undo controls of `job`, on the fake bridge. */
function showControls(fake: ReturnType<typeof sandboxBridge>, job: JobSummary) {
  render(inMantine(createElement(wrapper(fake.api), null, createElement(UndoControls, { job }))));
}

/** Clicks "Undo this job" once it is enabled. */
async function clickUndo(): Promise<void> {
  const button = await screen.findByTestId('undo-job', {}, SLOW);
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  act(() => fireEvent.click(button));
}

describe('"Undo this job" on a job view', () => {
  it('builds the undo in main and opens it on the Import tab as the file being previewed', async () => {
    const fake = sandboxBridge({ 'bulkJobs.buildUndo': () => built });
    showControls(fake, jobSummary(3, 'finished', 60));
    await clickUndo();
    await waitFor(() => expect(useMigrationView.getState().importInfo?.undo?.jobId).toBe(JOB_ID));
    expect(fake.callsTo('bulkJobs.buildUndo')).toEqual([{ jobId: JOB_ID }]);
    expect(useMigrationView.getState().kind).toBe('revoke-user');
    expect(window.location.hash).toBe('#/bulk-jobs');
  });

  it('is disabled with the reason beside it when the job cannot be undone, and sends nothing', async () => {
    const fake = sandboxBridge({});
    const badges = { ...jobSummary(3, 'finished', 60), kind: 'assign-badges' as const };
    showControls(fake, badges);
    const button = (await screen.findByTestId('undo-job', {}, SLOW)) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByTestId('undo-refusal');
    expect(reason.textContent).toContain('no way to take a badge back');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(fake.callsTo('bulkJobs.buildUndo')).toHaveLength(0);
  });

  it('shows the links both ways, and no button on a job that has not settled', async () => {
    const fake = sandboxBridge({});
    const running = {
      ...jobSummary(3, 'running', 10),
      undoes: 'job-20261124000000-aaaaaa',
      undoneBy: undefined,
    };
    showControls(fake, running);
    expect((await screen.findByTestId('undoes-link', {}, SLOW)).textContent).toContain(
      'Undoes job job-20261124000000-aaaaaa',
    );
    expect(screen.queryByTestId('undo-job')).toBeNull();
    cleanup();
    const undone = { ...jobSummary(3, 'finished', 60), undoneBy: 'job-20261124090909-bbbbbb' };
    showControls(fake, undone);
    expect((await screen.findByTestId('undone-by-link', {}, SLOW)).textContent).toContain(
      'Undone by job job-20261124090909-bbbbbb',
    );
    expect(screen.getByTestId('undo-refusal').textContent).toContain('Already undone');
  });

  it('shows main’s refusal when the build is refused', async () => {
    const fake = sandboxBridge({
      'bulkJobs.buildUndo': () => failure({ kind: 'conflict', message: 'Already undone: job x undoes it.' }),
    });
    showControls(fake, jobSummary(3, 'finished', 60));
    await clickUndo();
    expect(await screen.findByText('Already undone: job x undoes it.', {}, SLOW)).toBeTruthy();
    expect(useMigrationView.getState().importInfo).toBeNull();
  });
});
