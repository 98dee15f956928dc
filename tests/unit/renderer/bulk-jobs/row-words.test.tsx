import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { JobRowView, JobSummary } from '../../../../src/shared/areas/bulk-jobs/channels';
import { emptyMapping } from '../../../../src/shared/areas/bulk-jobs/domain/fields';
import { jobKindNames, jobKinds, type JobKindName } from '../../../../src/shared/areas/bulk-jobs/kinds';
import { rowStateWords } from '../../../../src/shared/areas/bulk-jobs/kinds/common/words';
import { setDisplayLocale } from '../../../../src/shared/format';
import { JobHistory } from '../../../../src/renderer/src/areas/bulk-jobs/JobHistory';
import { JobProgress } from '../../../../src/renderer/src/areas/bulk-jobs/JobProgress';
import { resultText } from '../../../../src/renderer/src/areas/bulk-jobs/JobRowCells';
import { JobRowsTable } from '../../../../src/renderer/src/areas/bulk-jobs/JobRowsTable';
import { previewColumns } from '../../../../src/renderer/src/areas/bulk-jobs/PreviewTable';
import type { JobActions } from '../../../../src/renderer/src/areas/bulk-jobs/queries';
import { useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { wrapper } from '../fake-bridge';
import { jobSummary, sandboxBridge } from './fixtures';

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));
beforeEach(() => useMigrationView.getState().reset());

const MANGO = 'ae0000000000000000000003';
const USER = 'fa0000000000000000000002';
const SUB = '5a0000000000000000000001';

const finished = (kind: JobKindName): JobSummary => ({
  ...jobSummary(3, 'finished', 3, 1),
  kind,
  total: 5,
  counts: { pending: 0, sending: 0, succeeded: 3, failed: 1, uncertain: 0, skipped: 1 },
  mangoes: [{ id: MANGO, title: 'Starter Course', rows: 5 }],
});

const row = (index: number, state: JobRowView['state'], values: Record<string, string>, extra = {}) => ({
  index,
  line: index + 2,
  values,
  mangoId: '',
  state,
  attempts: 1,
  ...extra,
});

const actions = {
  exportResults: vi.fn(),
  retryFailed: vi.fn(),
  resolveUncertain: vi.fn(),
} as unknown as JobActions;

/** The job's table with main answering `rows` and the columns they fill. */
async function table(job: JobSummary, rows: JobRowView[], columns: string[]) {
  const fake = sandboxBridge({ 'bulkJobs.job': () => ({ job, total: rows.length, rows, columns }) });
  const Wrapper = wrapper(fake.api);
  render(
    createElement(
      MantineProvider,
      null,
      createElement(Wrapper, null, createElement(JobRowsTable, { job, actions })),
    ),
  );
  await waitFor(() => expect(screen.getAllByTestId('job-row')).toHaveLength(rows.length));
  const heads = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const badges = screen.getAllByTestId('job-row-state').map((b) => b.textContent);
  const filter = screen.getByTestId('job-filter').textContent ?? '';
  return { heads, badges, filter };
}

describe('a points job’s rows', () => {
  it('are named “Awarded” in their badge and the filter, by user id and score, with no empty column', async () => {
    const job = finished('assign-points');
    const { heads, badges, filter } = await table(
      job,
      [
        row(0, 'succeeded', { userId: USER, score: '+50', reference: '' }, { answer: 'points record r1' }),
        row(1, 'failed', { userId: USER, score: '-5', reference: '' }, { error: 'User not found' }),
      ],
      ['userId', 'score'],
    );
    expect(heads).toEqual(['Row', 'State', 'User id', 'Score', 'Result', '']);
    expect(badges).toEqual(['Awarded', 'Failed']);
    expect(filter).toContain('Awarded (3)');
    expect(filter).not.toMatch(/succeeded/i);
    const first = screen.getAllByTestId('job-row')[0] as HTMLElement;
    expect(within(first).getByText(USER)).toBeTruthy();
    expect(within(first).getByText('+50')).toBeTruthy();
    expect(within(first).getByText('points record r1')).toBeTruthy();
  });
});

describe('a halt job’s rows', () => {
  it('are named “Halted”, by subscription id or user id and Mango (by its title)', async () => {
    const job = finished('revoke-subscription');
    const { heads, badges } = await table(
      job,
      [
        row(
          0,
          'succeeded',
          { subscriptionId: SUB, userId: '', mangoId: '' },
          { subscriptionId: SUB, answer: 'halted' },
        ),
        row(1, 'skipped', { subscriptionId: '', userId: USER, mangoId: MANGO }, { note: 'Not active' }),
      ],
      ['subscriptionId', 'userId', 'mangoId'],
    );
    expect(heads).toEqual(['Row', 'State', 'Subscription id', 'User id', 'Mango', 'Result', '']);
    expect(heads).not.toContain('Email');
    expect(badges).toEqual(['Halted', 'Skipped']);
    const [first, second] = screen.getAllByTestId('job-row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText(`Subscription ${SUB} · halted`)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Starter Course')).toBeTruthy();
  });

  it('leaves out the subscription id column when every row names a person instead', async () => {
    const { heads } = await table(
      finished('revoke-subscription'),
      [row(0, 'succeeded', { subscriptionId: '', userId: USER, mangoId: MANGO })],
      ['userId', 'mangoId'],
    );
    expect(heads).toEqual(['Row', 'State', 'User id', 'Mango', 'Result', '']);
  });
});

describe('every kind names its rows in its own words', () => {
  it.each(jobKindNames)('%s: progress counts, bar and job history', (kind) => {
    const job = finished(kind);
    const words = rowStateWords(jobKinds[kind]);
    const { unmount } = render(createElement(MantineProvider, null, createElement(JobProgress, { job })));
    const progress = screen.getByTestId('job-progress');
    expect(progress.textContent).toContain(words.succeeded.label);
    expect(progress.textContent).not.toMatch(/succeeded|pending|sending/i);
    // Screen readers hear the bar as the counts, in the same words.
    expect(screen.getByRole('group', { name: /^Rows done:/ }).getAttribute('aria-label')).toBe(
      `Rows done: ${words.succeeded.label} 3, Failed 1, Uncertain 0, Skipped 1`,
    );
    expect(screen.getByRole('progressbar', { name: `${words.succeeded.label}: 3` })).toBeTruthy();
    unmount();

    const fake = sandboxBridge({ 'bulkJobs.jobs': () => ({ jobs: [job] }) });
    const Wrapper = wrapper(fake.api);
    render(createElement(MantineProvider, null, createElement(Wrapper, null, createElement(JobHistory))));
    return waitFor(() =>
      expect(screen.getByTestId('job-history-counts').textContent).toBe(
        `3 ${words.succeeded.word} · 1 failed · 0 uncertain · 5 total`,
      ),
    );
  });
});

describe('what a row’s result says', () => {
  it('is its problem, else the service’s answer without a bare “success”', () => {
    const base = row(0, 'succeeded', {});
    expect(resultText({ ...base, orderId: 'o1', subscriptionId: 's1', answer: 'success' })).toBe(
      'Order o1 · Subscription s1',
    );
    expect(resultText({ ...base, answer: 'Badges assigned' })).toBe('Badges assigned');
    expect(resultText({ ...base, answer: 'SUCCESS' })).toBe('');
    expect(resultText({ ...base, state: 'failed', error: 'Refused', answer: 'x' })).toBe('Refused');
    expect(resultText({ ...base, state: 'skipped', note: 'Already held' })).toBe('Already held');
  });
});

describe('the preview’s columns', () => {
  it('show only the fields the file gives (or one Mango for all rows)', () => {
    const halt = jobKinds['revoke-subscription'];
    const byUser = { ...emptyMapping(halt), userId: 0, mangoId: 1 };
    expect(previewColumns(halt, byUser, null).map((c) => c.label)).toEqual(['User id', 'Mango']);
    const byUserForAll = { ...emptyMapping(halt), userId: 0 };
    expect(previewColumns(halt, byUserForAll, MANGO).map((c) => c.label)).toEqual(['User id', 'Mango']);
    const points = jobKinds['assign-points'];
    expect(
      previewColumns(points, { ...emptyMapping(points), userId: 0, score: 1 }, null).map((c) => c.label),
    ).toEqual(['User id', 'Score']);
    const migrate = jobKinds.migrate;
    const mapped = { ...emptyMapping(migrate), name: 0, email: 1, phone: 2, mangoId: 3 };
    expect(previewColumns(migrate, mapped, null).map((c) => c.label)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Mango',
    ]);
    expect(previewColumns(migrate, { ...mapped, validUntil: 4 }, null).map((c) => c.label)).toContain(
      'Validity',
    );
    expect(previewColumns(migrate, null, null)).toEqual([]);
  });
});
