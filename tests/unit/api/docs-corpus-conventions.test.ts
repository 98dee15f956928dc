import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@shared/contract/operations';
import { createAgendaReader } from '../../../src/main/areas/video-calls/agenda';
import {
  coveredOperations,
  replayClient,
  startReplayServer,
  type ReplayServer,
} from '../../helpers/docs-replay';
import { docsOperations } from '../../helpers/service-docs';
import { entries, expectMapped, isError, isSuccess, replayAnswer } from './docs-corpus-replay';

/**
 * The conventions page (tests/fixtures/service-docs/conventions/errors.json) against every console operation
 * the corpus documents: its placeholder success wrappers and its generic errors, replayed through the
 * client's real path; and the agenda screen on the documented video call list.
 */

const conventions = docsOperations().find((op) => op.operationId === 'conventions');
if (!conventions) throw new Error('the corpus has no conventions entry');

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(async () => {
  await replay.close();
});

describe('the conventions page against every documented operation', () => {
  const placeholders = conventions.responses.filter(isSuccess);
  const errors = conventions.responses.filter(isError);
  const ops = coveredOperations();

  // The conventions page shows its wrappers with the placeholder "<Response data here>" as the payload: no
  // operation's data, so each operation refuses it visibly. The exceptions read only an acknowledgement: the
  // certificate upload, whose whole documented answer IS `{message, success: true}`, and the webhook
  // subscription, whose answer no page documents (its schema belongs to the webhook work).
  const acknowledgements: readonly string[] = [
    'uploadCertificate',
    'subscribeWebhook',
    'subscribeWebhookLegacy',
    // gamification/assignBadgesToUser.json: the whole documented answer is {message, success: true}.
    'assignBadges',
    // Both documented as acknowledgements only: `{message, success: true}` and "Empty".
    'updateAppConfig',
    'deleteChapter',
  ];
  it.each(ops.flatMap((name) => placeholders.map((response) => ({ name, response }))))(
    '$name: $response.name with no real payload',
    async ({ name, response }) => {
      const op = entries.find((e) => e.consoleOperation === name)!;
      const result = await replayAnswer(replay, op, response.status!, response.body);
      if (acknowledgements.includes(name)) {
        expect(result).toMatchObject({ ok: true, value: { success: true } });
        return;
      }
      if (result.ok) throw new Error(`accepted as ${JSON.stringify(result.value)}`);
      expect(result.error).toMatchObject({ kind: 'unexpected_response', retryable: false });
    },
  );

  it.each(ops.flatMap((name) => errors.map((response) => ({ name, response }))))(
    '$name: $response.status $response.name',
    async ({ name, response }) => {
      const op = entries.find((e) => e.consoleOperation === name)!;
      const result = await replayAnswer(replay, op, response.status!, response.body);
      if (result.ok) throw new Error('an error answer was accepted');
      expectMapped(result.error, response.status!, response.body, name);
    },
  );

  it('a bare status with no payload is refused, never read as an empty record', async () => {
    const op = entries.find((e) => e.consoleOperation === 'getMango')!;
    const result = await replayAnswer(replay, op, 200, {
      message: 'Operation completed successfully',
      success: true,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unexpected_response' } });
    if (!result.ok) expect(result.error.message).toContain('Operation completed successfully');
  });
});

describe('the agenda screen on the documented list', () => {
  it('shows the documented call with its Mango title', async () => {
    const op = entries.find((e) => e.consoleOperation === 'listVideoCalls')!;
    const list = op.responses.find(isSuccess)!;
    // The detail read is no part of this page: answer it 404 so the agenda shows what the list gave.
    replay.answer((request) =>
      request.url.startsWith(operations.listVideoCalls.path + '?')
        ? { status: 200, body: list.body }
        : {
            status: 404,
            body: { code: 404, type: 'Not Found', statusMessage: 'NOT_FOUND', message: 'x', success: false },
          },
    );
    const client = replayClient(replay.server.url);
    try {
      const agenda = await createAgendaReader().list(client, {
        startDate: '2024-01-01',
        endDate: '2024-02-01',
        displayZone: 'Asia/Kolkata',
        page: 1,
        limit: 20,
      });
      expect(agenda.calls).toEqual([
        expect.objectContaining({
          id: '507f1f77bcf86cd799439011',
          title: 'Weekly Team Standup',
          status: 'available',
          mango: [
            expect.objectContaining({ _id: '66a1390268a76f2f5c9f39a3', title: 'Introduction to Coding' }),
          ],
        }),
      ]);
    } finally {
      await client.close();
    }
  });
});
