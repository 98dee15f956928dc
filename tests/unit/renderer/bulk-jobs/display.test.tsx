import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { setDisplayLocale } from '../../../../src/shared/format';
import { JobProgress } from '../../../../src/renderer/src/areas/bulk-jobs/JobProgress';
import { SentBefore } from '../../../../src/renderer/src/areas/bulk-jobs/SentBefore';
import { jobSummary } from './fixtures';
import '../fake-bridge';

beforeAll(() => setDisplayLocale('en-GB'));
afterAll(() => setDisplayLocale(undefined));

const inMantine = (element: ReturnType<typeof createElement>) =>
  render(createElement(MantineProvider, null, element));

describe('what the migration screens write', () => {
  it('dates a file sent before with the console’s one date format', () => {
    const createdAt = '2026-11-24T01:01:01.000Z';
    inMantine(
      createElement(SentBefore, {
        history: {
          migrated: 0,
          inProgress: 0,
          found: 0,
          unreadableJobs: [],
          sameFile: { jobId: 'job-1', fileName: 'a.csv', createdAt },
        },
        profileName: 'Sandbox',
      } as Parameters<typeof SentBefore>[0]),
    );
    const text = screen.getByTestId('sent-before').textContent ?? '';
    // The machine's zone decides the hour; the shape is the shared formatter's ("24 Nov 2026, 01:01").
    expect(text).toMatch(/\(\d{1,2} Nov 2026, \d{2}:\d{2}\)/);
    expect(text).not.toContain(createdAt);
  });

  it('names each row state in words and dates the service’s pause the same way', () => {
    const job = { ...jobSummary(1, 'running', 10, 2), pausedUntil: '2026-11-24T07:15:09.000Z' };
    inMantine(createElement(JobProgress, { job }));
    const text = screen.getByTestId('job-progress').textContent ?? '';
    for (const word of ['Added', 'Failed', 'Uncertain', 'Skipped', 'Waiting', 'Being sent'])
      expect(text).toContain(word);
    expect(text).not.toMatch(/succeeded|pending|sending/);
    expect(text).toMatch(/waiting until \d{2}:\d{2}:09/);
  });
});
