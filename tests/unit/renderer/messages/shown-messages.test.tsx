import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ActivityEntry } from '../../../../src/shared/areas/activity/channels';
import type { DraftSummary } from '../../../../src/shared/areas/mangoes/channels';
import { ADVICE, missingSecretMessage, repeatedSentences } from '../../../../src/shared/messages';
import { classifyTransportError, wordedForRead } from '../../../../src/main/platform/api/network-errors';
import { mapHttpError } from '../../../../src/main/platform/api/errors';
import { ErrorAlert } from '../../../../src/renderer/src/components/ErrorAlert';
import { StatusCell } from '../../../../src/renderer/src/areas/activity/ActivityTable';
import { detailMessage } from '../../../../src/renderer/src/areas/activity/call-words';
import { MappingCard } from '../../../../src/renderer/src/areas/bulk-jobs/MappingCard';
import { RunCard } from '../../../../src/renderer/src/areas/bulk-jobs/RunCard';
import { mapFirstText } from '../../../../src/renderer/src/areas/bulk-jobs/map-first';
import { useDryRun } from '../../../../src/renderer/src/areas/bulk-jobs/preview-queries';
import { useMigrationView } from '../../../../src/renderer/src/areas/bulk-jobs/view-store';
import { ApplyResults } from '../../../../src/renderer/src/areas/mangoes/ApplyResults';
import { MangoesScreen } from '../../../../src/renderer/src/areas/mangoes/MangoesScreen';
import { jobKinds } from '../../../../src/shared/areas/bulk-jobs/kinds';
import { failure, fakeBridge, wrapper } from '../fake-bridge';
import { imported, sandboxBridge, summary } from '../bulk-jobs/fixtures';

/*
 * The screens the issue named, each shown a cause as main really words it: no sentence of what they show
 * is said twice, a field is named by its label, and a missing token by what it is.
 */

/** The first render of a screen with its cards can take seconds on a busy 2-core machine. */
const SLOW = { timeout: 10_000 };
const inMantine = (node: ReactNode) => createElement(MantineProvider, null, node);
const HOST = 'http://127.0.0.1:9';
const refused = classifyTransportError(
  Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
  undefined,
  HOST,
);

function expectNoRepeats(text: string | null | undefined) {
  expect(text).toBeTruthy();
  expect(repeatedSentences(text ?? ''), text ?? '').toEqual([]);
}

afterEach(cleanup);

describe('Mangoes, nothing kept and the service unreachable', () => {
  it('gives the address and network advice once, with the refusal main wrote', async () => {
    const bridge = fakeBridge({
      'mangoes.drafts': () => ({ drafts: [] }),
      'mangoes.list': () => ({ profileId: 'p1', refreshedAt: null, mangoes: [] }),
      'mangoes.refresh': () => failure(wordedForRead(refused)),
    });
    render(inMantine(createElement(wrapper(bridge.api), null, createElement(MangoesScreen))));
    const empty = await screen.findByTestId('mangoes-empty', {}, SLOW);
    await waitFor(() => expect(empty.dataset.reason).toBe('unreachable'));
    const hint = empty.querySelector('p:last-of-type')?.textContent;
    expect(hint).toContain(`Could not connect to ${HOST}.`);
    expect(hint?.match(/network connection/g)).toHaveLength(1);
    expectNoRepeats(hint);
  });
});

describe('Bulk jobs, the Mango list and the mapping', () => {
  beforeEach(() => useMigrationView.getState().reset());

  function Cards() {
    const dryRun = useDryRun();
    return createElement('div', null, createElement(MappingCard), createElement(RunCard, { dryRun }));
  }

  it('says "The Mango list could not be loaded" once, before the cause', async () => {
    const cause = mapHttpError({ status: 500, headers: {}, text: '', operationLabel: 'List Mangoes' });
    const fake = sandboxBridge({
      'bulkJobs.mangoes': () => failure(cause),
      'bulkJobs.validate': () => summary(3),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    render(inMantine(createElement(wrapper(fake.api), null, createElement(Cards))));
    const shown = (await screen.findByTestId('mango-list-error', {}, SLOW)).textContent ?? '';
    expect(shown).toBe(
      'The Mango list could not be loaded: The service had an internal error (500) on “List Mangoes”.',
    );
    expect(shown.match(/could not be loaded/g)).toHaveLength(1);
    expectNoRepeats(shown);
  });

  it('names an unmapped field by its label: "Map the Mango id column first."', async () => {
    const fake = sandboxBridge({
      'bulkJobs.mangoes': () => ({ mangoes: [] }),
      'bulkJobs.validate': () => summary(3, { unmapped: ['mangoId'] }),
      'bulkJobs.saveMapping': () => ({ saved: 2 }),
    });
    act(() => useMigrationView.getState().acceptImport(imported));
    render(inMantine(createElement(wrapper(fake.api), null, createElement(Cards))));
    const line = await screen.findByTestId('map-first', {}, SLOW);
    expect(line.textContent).toBe(`Map the ${jobKinds.migrate.labels['mangoId']} column first.`);
    expect(line.textContent).not.toMatch(/mangoId/);
  });

  it('lists several fields and a group of which one is enough by their labels', () => {
    const labels = { name: 'Name', email: 'Email', userId: 'User id', mangoId: 'Mango' };
    expect(mapFirstText(['mangoId'], labels)).toBe('Map the Mango column first.');
    expect(mapFirstText(['email or userId'], labels)).toBe('Map the Email or User id column first.');
    expect(mapFirstText(['name', 'email or userId', 'mangoId'], labels)).toBe(
      'Map the Name, Email or User id and Mango columns first.',
    );
  });
});

describe('Drafts, the last apply', () => {
  it('reads a draft that moved since as one sentence, with no advice that no longer holds', () => {
    const draft: DraftSummary = {
      id: 'd1',
      mangoId: 'ae0000000000000000000001',
      title: 'Webinar Pass',
      state: 'ready',
      createdAt: '2026-11-24T00:00:00.000Z',
      updatedAt: '2026-11-24T00:00:00.000Z',
      lines: ['Base price: 499 -> 399'],
      changeCount: 1,
      weighty: 1,
      conflicts: 0,
    };
    const results = [
      {
        draftId: 'd1',
        state: 'conflict' as const,
        message:
          'Changed on the service since the draft was made: Price. Choose what to keep; nothing was sent.',
      },
    ];
    render(inMantine(createElement(ApplyResults, { results, drafts: [draft], onClose: () => undefined })));
    const line = screen.getByTestId('apply-result').textContent ?? '';
    expect(line).toBe(
      'ReadyWebinar Pass: now ready to apply; at the last apply, it had changed on the service, so nothing was sent.',
    );
    expect(line).not.toMatch(/\(when applied/);
    expect(line).not.toMatch(/Choose what to keep/);
  });
});

describe('Activity, a call the profile had no token for', () => {
  const entry: ActivityEntry = {
    time: '2026-11-24T00:00:00.000Z',
    profileId: 'p1',
    operation: 'listFeedPosts',
    method: 'GET',
    path: '/api/v1/feed/posts',
    errorKind: 'validation',
    outcome: 'not_sent',
    missingSecret: 'access token',
    message: missingSecretMessage('access token'),
    durationMs: 0,
    attempts: 0,
  };

  it('names the missing token instead of "invalid input", and says where to add it', () => {
    render(inMantine(createElement(StatusCell, { entry })));
    const cell = screen.getByTestId('activity-status').textContent ?? '';
    expect(cell).toContain('Not sent: no access token');
    expect(cell).toContain('Add it in Profiles.');
    expect(cell).not.toMatch(/invalid input/);
    expect(cell.match(/Not sent/g)).toHaveLength(1);
  });

  it('in the call’s detail, says "Not sent" once and adds no note the message says', () => {
    const message = detailMessage(entry);
    expect(message).toBe('This profile has no access token. Add it in Profiles.');
    render(inMantine(createElement(StatusCell, { entry, said: message })));
    expect(screen.queryByTestId('activity-status-note')).toBeNull();
    const shown = `${screen.getByTestId('activity-status').textContent ?? ''}. ${message ?? ''}`;
    expect(shown.match(/Not sent/g)).toHaveLength(1);
    expectNoRepeats(shown);
  });

  it('says "Not sent" once for other input the console refused to send', () => {
    const other = { ...entry, missingSecret: undefined, message: 'Invalid query: limit: Too big' };
    render(inMantine(createElement(StatusCell, { entry: other })));
    expect(screen.getByTestId('activity-status').textContent?.match(/Not sent/g)).toHaveLength(1);
  });
});

describe('the error alert every screen uses', () => {
  it('does not add the outcome sentence when the message already says it', () => {
    const message = `The answer was lost. ${ADVICE.checkBeforeResending}`;
    render(inMantine(createElement(ErrorAlert, { error: { kind: 'network', message, outcome: 'unknown' } })));
    expect(screen.queryByTestId('error-outcome')).toBeNull();
    expectNoRepeats(screen.getByRole('alert').textContent?.replace(/^Cannot reach the service/, ''));
  });

  it('shows each sentence once for the errors main writes, with the outcome line it adds', () => {
    const reset = classifyTransportError(
      Object.assign(new Error('x'), { code: 'ECONNRESET' }),
      undefined,
      HOST,
    );
    const errors = [
      refused,
      reset,
      wordedForRead(reset),
      ...[400, 403, 404, 409, 422, 500, 502].map((status) =>
        mapHttpError({ status, headers: {}, text: '', operationLabel: 'Update Mango' }),
      ),
    ];
    for (const error of errors) {
      render(inMantine(createElement(ErrorAlert, { error, title: 'Saving failed' })));
      const alert = screen.getByRole('alert');
      // The message and the outcome line (the status and errorCode line after them is a reference).
      const outcome = screen.queryByTestId('error-outcome')?.textContent ?? '';
      const body = `${alert.querySelector('p')?.textContent ?? ''} ${outcome}`;
      expect(body).toContain(error.message);
      expectNoRepeats(body);
      cleanup();
    }
  });
});
