import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorKinds, validationError, type AppError, type ErrorKind } from '../../../src/shared/errors';
import {
  ADVICE,
  composeMessage,
  CONTEXTS,
  joinSentences,
  missingSecretMessage,
  repeatedSentences,
  saysAlready,
  sentencesOf,
} from '../../../src/shared/messages';
import { codeMessages, mapHttpError } from '../../../src/main/platform/api/errors';
import { classifyTransportError, wordedForRead } from '../../../src/main/platform/api/network-errors';
import { z } from 'zod';

const HOST = 'http://127.0.0.1:9';

function socketError(code: string): Error {
  return Object.assign(new Error('socket'), { code });
}

/** The messages the console's own layers write, by error kind (what a screen gets as a cause). */
function causesByKind(): Record<ErrorKind, string[]> {
  const byKind = Object.fromEntries(errorKinds.map((k) => [k, [] as string[]])) as Record<
    ErrorKind,
    string[]
  >;
  const add = (error: AppError) => byKind[error.kind].push(error.message);
  for (const code of [
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'UND_ERR_CONNECT_TIMEOUT',
    'UND_ERR_HEADERS_TIMEOUT',
    'ECONNRESET',
    'UND_ERR_INVALID_ARG',
    'UND_ERR_RES_EXCEEDED_MAX_SIZE',
  ]) {
    const error = classifyTransportError(socketError(code), undefined, HOST);
    add(error);
    add(wordedForRead(error));
  }
  add(classifyTransportError(Object.assign(new Error('aborted'), { name: 'AbortError' }), undefined, HOST));
  for (const status of [400, 401, 403, 404, 405, 408, 409, 422, 429, 500, 502, 503]) {
    add(mapHttpError({ status, headers: {}, text: '', operationLabel: 'List Mangoes' }));
    add(
      mapHttpError({ status, headers: {}, text: '{"message":"It broke."}', operationLabel: 'List Mangoes' }),
    );
  }
  for (const errorCode of Object.keys(codeMessages)) {
    add(mapHttpError({ status: 400, headers: {}, text: JSON.stringify({ errorCode }) }));
  }
  add({ kind: 'validation', message: missingSecretMessage('access token') });
  add({ kind: 'validation', message: missingSecretMessage('API key') });
  const parsed = z.object({ email: z.string().email() }).safeParse({ email: 'nope' });
  if (!parsed.success) add(validationError(parsed.error));
  // Kinds main raises by hand: their messages as written where they are raised.
  byKind.not_found.push('The Mango was not found: it may have been deleted or belong to another creator.');
  byKind.conflict.push('The file is still being read. Wait for the import to finish.');
  byKind.keychain_unavailable.push('The OS keychain is unavailable, so the access token cannot be read.');
  byKind.forbidden_sender.push('This request did not come from the console’s own page.');
  byKind.unknown_channel.push('The bridge has no channel named that.');
  byKind.offline.push('The console is offline: nothing was sent.');
  byKind.storage.push('The data directory is full. Free some space, then try again.');
  byKind.internal.push('Applying the draft failed unexpectedly.');
  return byKind;
}

/** Advice the console's screens add after a cause. */
const adviceSets: readonly (readonly string[])[] = [
  [],
  [ADVICE.checkAddress],
  [
    'Check the profile’s base URL in Profiles and your network connection, then choose Refresh.',
    'Once the list is read, it is kept here and works offline.',
  ],
  ['Mango ids were only checked for their shape.'],
  ['Nothing was sent for the rows still queued; resume when it is fixed.'],
  [ADVICE.checkBeforeResending, ADVICE.mayHaveBeenProcessed],
];

const contexts: readonly (string | undefined)[] = [undefined, ...Object.values(CONTEXTS)];

describe('the message composer', () => {
  it('says the address advice once when the cause already gives it (Profiles, test connection)', () => {
    const cause = classifyTransportError(socketError('ECONNREFUSED'), undefined, HOST).message;
    const shown = composeMessage({ cause, advice: [ADVICE.checkAddress] });
    expect(shown).toBe(
      `Could not connect to ${HOST}. Check the profile’s base URL and your network connection.`,
    );
    expect(repeatedSentences(shown)).toEqual([]);
  });

  it('keeps the fuller of two pieces of advice, where the shorter one stood (Mangoes, nothing kept)', () => {
    const cause = classifyTransportError(
      socketError('ENOTFOUND'),
      undefined,
      'https://api.example.com',
    ).message;
    const shown = composeMessage({ cause, advice: adviceSets[2] });
    expect(shown).toBe(
      'The host https://api.example.com could not be found. Check the profile’s base URL in Profiles and your network connection, then choose Refresh. Once the list is read, it is kept here and works offline.',
    );
  });

  it('does not put a context before a cause that already begins with it (Bulk jobs, Mango list)', () => {
    const note = composeMessage({
      context: CONTEXTS.mangoList,
      cause: 'The service had an internal error (500) on “List Mangoes”.',
      advice: ['Mango ids were only checked for their shape.'],
    });
    expect(note).toBe(
      'The Mango list could not be loaded: The service had an internal error (500) on “List Mangoes”. Mango ids were only checked for their shape.',
    );
    expect(composeMessage({ context: CONTEXTS.mangoList, cause: note })).toBe(note);
  });

  it('names a missing token as such, with one "Not sent" however many layers add it', () => {
    const cause = missingSecretMessage('access token');
    expect(cause).toBe('Not sent: this profile has no access token. Add it in Profiles.');
    expect(composeMessage({ context: CONTEXTS.notSent, cause })).toBe(cause);
    expect(composeMessage({ context: CONTEXTS.pausedBeforeSending, cause })).toBe(
      'Paused before sending: this profile has no access token. Add it in Profiles.',
    );
    expect(composeMessage({ context: CONTEXTS.mangoList, cause })).toBe(
      'The Mango list could not be loaded: this profile has no access token. Add it in Profiles.',
    );
  });

  it('ends every part as a sentence and splits after closing quotes and brackets', () => {
    expect(joinSentences(['One', 'Two (three).'])).toBe('One. Two (three).');
    expect(sentencesOf('He said “Stop.” Then left. (Aside.) End')).toEqual([
      'He said “Stop.”',
      'Then left.',
      '(Aside.)',
      'End',
    ]);
    expect(
      saysAlready('Check the base URL and your network connection.', 'Check the base URL and your network.'),
    ).toBe(true);
  });

  it('never shows a sentence twice for any error kind, context and advice the console uses, and loses none', () => {
    const causes = causesByKind();
    let composed = 0;
    for (const kind of errorKinds) {
      expect(causes[kind].length, `a cause of kind ${kind}`).toBeGreaterThan(0);
      for (const cause of causes[kind]) {
        for (const context of contexts) {
          for (const advice of adviceSets) {
            const shown = composeMessage({ context, cause, advice });
            composed += 1;
            expect(repeatedSentences(shown), shown).toEqual([]);
            for (const sentence of [...sentencesOf(cause).slice(1), ...advice]) {
              expect(saysAlready(shown, sentence), `${shown} keeps “${sentence}”`).toBe(true);
            }
            if (context)
              expect(shown.toLowerCase()).toContain(context.toLowerCase().replace(/^not sent: /, ''));
          }
        }
      }
    }
    expect(composed).toBeGreaterThan(1000);
  });

  it('keeps each sentence once whatever order and repeats its parts come in (property)', () => {
    const pool = Object.values(causesByKind())
      .flat()
      .flatMap((m) => sentencesOf(m));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 8 }), (parts) => {
        const doubled = [...parts, ...parts.slice(0, 3)];
        const shown = joinSentences(doubled);
        expect(repeatedSentences(shown)).toEqual([]);
        for (const part of parts) expect(saysAlready(shown, part)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
