import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@shared/contract/operations';
import { coveredOperations, startReplayServer, type ReplayServer } from '../../helpers/docs-replay';
import { docsOperations } from '../../helpers/service-docs';
import { entries, expectMapped, isError, isSuccess, replayAnswer, replayed } from './docs-corpus-replay';
import { certificatesFeedScreenValues } from './screen-values/certificates-feed';
import type { ScreenValues } from './screen-values/common';
import { courseScreenValues } from './screen-values/courses';
import { gamificationScreenValues } from './screen-values/gamification';
import { integrationScreenValues } from './screen-values/integration';
import { mangoScreenValues } from './screen-values/mangoes';
import { subscriptionScreenValues } from './screen-values/subscriptions';
import { userScreenValues } from './screen-values/users';
import { videoCallScreenValues } from './screen-values/video-calls';

/**
 * Every documented answer of every console operation (tests/fixtures/service-docs) goes through the client's
 * real path: undici transport to a loopback server, wrapper unwrap, error mapping, response schema. A 2xx
 * must come out as the values a screen shows, an error as the right kind with the service's words. The
 * conventions page's generic answers are replayed in docs-corpus-conventions.test.ts.
 */

/**
 * What each operation's screen needs from a documented success body, asserted against the parsed value: one
 * file per operation group in ./screen-values/ (add a new operation's entry to its group's file). A corpus
 * file for an operation missing there fails the "every operation has its screen values" test.
 */
const screenValues: ScreenValues = {
  ...userScreenValues,
  ...subscriptionScreenValues,
  ...videoCallScreenValues,
  ...mangoScreenValues,
  ...courseScreenValues,
  ...gamificationScreenValues,
  ...certificatesFeedScreenValues,
  ...integrationScreenValues,
};

let replay: ReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(async () => {
  await replay.close();
});

const successCases = entries.flatMap((op) =>
  op.responses.filter(isSuccess).map((response) => ({ label: `${op.file}: ${response.name}`, op, response })),
);
const errorCases = entries.flatMap((op) =>
  op.responses
    .filter(isError)
    .map((response) => ({ label: `${op.file}: ${response.status} ${response.name}`, op, response })),
);

describe('the corpus reaches every console operation it documents', () => {
  it('names only operations of the console, each replayed below', () => {
    const named = docsOperations().flatMap((op) => (op.consoleOperation ? [op.consoleOperation] : []));
    expect(named.filter((name) => !(name in operations))).toEqual([]);
    expect(coveredOperations()).toEqual([...new Set(named)].sort());
  });

  it('has the screen values of every documented operation with a success example', () => {
    const withSuccess = [...new Set(successCases.map((c) => c.op.consoleOperation))];
    expect(withSuccess.filter((name) => !screenValues[name])).toEqual([]);
  });

  it('replays every documented answer that has a status; only status-less bodies are left out', () => {
    const left = entries.flatMap((op) => op.responses.filter((r) => !replayed(op).includes(r)));
    expect(left.every((r) => r.status === null)).toBe(true);
    expect(successCases.length + errorCases.length + left.length).toBe(
      entries.reduce((n, op) => n + op.responses.length, 0),
    );
  });
});

describe('documented success answers', () => {
  it.each(successCases)('$label: parsed into what the screen shows', async ({ op, response }) => {
    const result = await replayAnswer(replay, op, response.status!, response.body);
    if (!result.ok) throw new Error(`refused: ${result.error.message}`);
    screenValues[op.consoleOperation!]!(result.value, response.body);
  });

  // The docs describe two success wrappers ({message, success, result, code, statusMessage} and the older
  // {message, success, data}); the same payload in either must read the same. migrate-user answers its own
  // {code: 0, ..., result} envelope, which is already what the console reads.
  const wrappable = successCases.filter((c) => c.op.consoleOperation !== 'migrateUser');
  it.each(wrappable)('$label: the same inside the {result} and {data} wrappers', async ({ op, response }) => {
    const wrappers = [
      {
        message: 'Operation completed successfully',
        success: true,
        result: response.body,
        code: 200,
        statusMessage: 'OK',
      },
      { message: 'Operation completed successfully', success: true, data: response.body },
    ];
    for (const wrapper of wrappers) {
      const result = await replayAnswer(replay, op, response.status!, wrapper);
      if (!result.ok)
        throw new Error(`refused in ${Object.keys(wrapper).join(',')}: ${result.error.message}`);
      screenValues[op.consoleOperation!]!(result.value, response.body);
    }
  });
});

describe('documented error answers', () => {
  it.each(errorCases)('$label: mapped to its kind with the service’s words', async ({ op, response }) => {
    const result = await replayAnswer(replay, op, response.status!, response.body);
    if (result.ok) throw new Error('an error answer was accepted');
    expectMapped(result.error, response.status!, response.body, op.consoleOperation);
  });
});
