/**
 * The one place a shown message is put together from its parts: the context a screen adds ("The Mango list
 * could not be loaded"), the cause (an error's message, written by main) and advice (what to do). Each part
 * may have been written by a different layer, and more than one layer used to add the same advice, so the
 * composer keeps each sentence once: a sentence whose words are all in one already present is not added
 * again, and one that says more replaces the shorter one where it stood.
 */

/** Advice said in more than one place: one wording, so the composer recognises it wherever it comes from. */
export const ADVICE = {
  /** A host that cannot be found or reached: the profile's address or the network. */
  checkAddress: 'Check the profile’s base URL and your network connection.',
  /** A write whose answer was lost: it may have been done (see WriteOutcome `unknown`). */
  mayHaveBeenProcessed: 'The request may or may not have been processed.',
  /** What to do then, and what a screen adds for a write of outcome `unknown`. */
  checkBeforeResending: 'The request may have reached the service: check before sending it again.',
  /** A write the service refused (outcome `refused`). */
  nothingChanged: 'Nothing was changed on the service.',
} as const;

/** The contexts the console puts before a cause (the property test composes every error kind with each). */
export const CONTEXTS = {
  mangoList: 'The Mango list could not be loaded',
  notSent: 'Not sent',
  pausedBeforeSending: 'Paused before sending',
  freshCopyUnread: 'Not sent: the fresh copy of the Mango could not be read',
} as const;

export interface MessageParts {
  /** What was being done, said by the screen; shown first, followed by a colon and the cause. */
  context?: string;
  /** Why it failed: usually an error's message. */
  cause: string;
  /** What to do; a sentence already said by the context or the cause is left out. */
  advice?: readonly string[];
}

/** The sentences of a text: split after `.`, `!` or `?` (a closing quote or bracket kept) before a capital. */
export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function wordsOf(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^\p{L}\p{N}'@./:+-]+/u)
    .map((w) => w.replace(/^[.:/]+|[.:/]+$/g, ''))
    .filter((w) => w.length > 0);
}

/**
 * True when every word of `inner` is in `outer`: `outer` already says what `inner` says (or more). A measure
 * of words, not of meaning: it suits the console's own sentences, which repeat advice word for word.
 */
export function covers(outer: string, inner: string): boolean {
  const have = new Set(wordsOf(outer));
  const need = wordsOf(inner);
  return need.length > 0 && need.every((w) => have.has(w));
}

/** Adds a sentence unless one already there covers it; replaces the ones it covers itself. */
function addSentence(list: string[], sentence: string): void {
  if (list.some((present) => covers(present, sentence))) return;
  const at = list.findIndex((present) => covers(sentence, present));
  if (at === -1) {
    list.push(sentence);
    return;
  }
  list[at] = sentence;
  for (let i = list.length - 1; i > at; i -= 1) {
    if (covers(sentence, list[i]!)) list.splice(i, 1);
  }
}

function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Joins sentences, keeping each once (see the module's comment). */
export function joinSentences(parts: readonly string[]): string {
  const list: string[] = [];
  for (const part of parts) {
    if (!part.trim()) continue;
    for (const sentence of sentencesOf(endSentence(part))) addSentence(list, sentence);
  }
  return list.join(' ');
}

const NOT_SENT_LEAD = /^Not sent: /;

/**
 * Context, cause and advice as one message, each sentence once. A cause that already begins with the
 * context ("The Mango list could not be loaded …") is not prefixed with it again, and a cause's own "Not
 * sent: " gives way to the context's words.
 */
export function composeMessage({ context, cause, advice = [] }: MessageParts): string {
  const label = context?.trim().replace(/[.:]+$/, '');
  const body = cause.trim();
  let lead = body;
  if (label) {
    const alreadySaid = wordsOf(body).slice(0, wordsOf(label).length).join(' ') === wordsOf(label).join(' ');
    // After a context, "Not sent: " says nothing more (the context says what failed): one label, not two.
    const rest = body.replace(NOT_SENT_LEAD, '');
    lead = alreadySaid ? body : rest ? `${label}: ${rest}` : label;
  }
  return joinSentences([lead, ...advice]);
}

/** True when a text already says the sentence (all its words in one of the text's sentences). */
export function saysAlready(text: string, sentence: string): boolean {
  return sentencesOf(text).some((present) => covers(present, sentence));
}

/** Every sentence said more than once (by the composer's measure): what a test of shown text looks for. */
export function repeatedSentences(text: string): string[] {
  const sentences = sentencesOf(text);
  return sentences.filter((s, i) => sentences.some((other, j) => j !== i && covers(other, s)));
}

/** The credentials a profile keeps in the keychain, as the Profiles form names them. */
export type ProfileSecretName = 'access token' | 'API key';

/** Where a missing credential goes. */
export const ADD_SECRET_IN_PROFILES = 'Add it in Profiles.';

/** A call that needs a credential the profile does not have: said the same way on every screen. */
export function missingSecretMessage(secret: ProfileSecretName): string {
  return `Not sent: this profile has no ${secret}. ${ADD_SECRET_IN_PROFILES}`;
}

/** Which credential an error says is missing (from its details, never from its words), if any. */
export function missingSecretOf(error: { details?: unknown }): ProfileSecretName | undefined {
  const details = error.details as { missingSecret?: unknown; secret?: unknown } | undefined;
  if (details?.missingSecret !== true) return undefined;
  return details.secret === 'API key' ? 'API key' : 'access token';
}
