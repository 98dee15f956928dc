import { useEffect, useState } from 'react';

/**
 * The repository's Markdown docs, bundled with the page as text: each file is its own chunk, loaded the
 * first time it is shown, so the docs read offline in the desktop and the browser console alike, with no
 * file path or web address involved. `docs/<name>.md` is the doc `<name>`; `docs/help/<screen>.md` (a
 * screen's in-app help) is `help/<screen>`.
 */
const FILES = {
  ...import.meta.glob<string>('../../../../docs/*.md', { query: '?raw', import: 'default' }),
  ...import.meta.glob<string>('../../../../docs/help/*.md', { query: '?raw', import: 'default' }),
};
const PREFIX = '../../../../docs/';
const DOCS: ReadonlyMap<string, () => Promise<string>> = new Map(
  Object.entries(FILES).map(([path, load]) => [path.slice(PREFIX.length, -'.md'.length), load]),
);

/** Whether `docs/<name>.md` is bundled. */
export const hasDoc = (name: string): boolean => DOCS.has(name);

/**
 * A Markdown link's target, written relative to the doc `from` (`../video-calls.md#times`), as the name of
 * a bundled doc (`video-calls`); null for anything else (a web address, an image, a file outside docs/).
 */
export function docTarget(from: string, target: string): string | null {
  const path = target.split('#')[0] ?? '';
  if (!path.endsWith('.md') || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of path.slice(0, -'.md'.length).split('/')) {
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const name = parts.join('/');
  return DOCS.has(name) ? name : null;
}

export type DocState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; text: string };

/** The text of `docs/<name>.md`, loaded when `load` is true (kept once loaded); `retry` loads it again. */
export function useDoc(name: string, load = true): { state: DocState; retry: () => void } {
  const [held, setHeld] = useState<{ name: string; attempt: number; state: DocState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = held?.name === name && held.attempt === attempt ? held.state : null;
  const state: DocState = !DOCS.has(name) ? { status: 'failed' } : (current ?? { status: 'loading' });
  useEffect(() => {
    const loader = DOCS.get(name);
    if (!load || !loader) return;
    let live = true;
    loader().then(
      (text) => live && setHeld({ name, attempt, state: { status: 'ready', text } }),
      () => live && setHeld({ name, attempt, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [name, load, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
