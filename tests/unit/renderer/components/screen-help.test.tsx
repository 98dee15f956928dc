import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigation } from '../../../../src/renderer/src/app/navigation';
import { ScreenHelp } from '../../../../src/renderer/src/components/ScreenHelp';
import { Markdown } from '../../../../src/renderer/src/components/markdown';
import { docTarget, hasDoc } from '../../../../src/renderer/src/components/docs';
import { APPLY_WARNING, mangoRules } from '../../../../src/shared/areas/mangoes/domain/rules';
import { MAX_REMOTE_MEDIA_ITEMS } from '../../../../src/shared/contract/mangoes';
import { webhookEvents } from '../../../../src/shared/contract/webhook-events';
import { CONFLICT_TEXT } from '../../../../src/renderer/src/areas/mangoes/format';

const ROOT = resolve(import.meta.dirname, '../../../..');
const HELP = join(ROOT, 'docs/help');
const helpDocs = readdirSync(HELP).filter((file) => file.endsWith('.md'));
const read = (screenId: string) => readFileSync(join(HELP, `${screenId}.md`), 'utf8');
/** The doc's text as one line, so a sentence wrapped in the file compares whole. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/\*\*/g, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

afterEach(cleanup);

describe('screen help docs (docs/help/<screen>.md)', () => {
  it('every screen of the navigation has a help doc whose title is the screen’s name', () => {
    for (const area of navigation) {
      expect(helpDocs, `docs/help/${area.id}.md is missing`).toContain(`${area.id}.md`);
      expect(read(area.id).split('\n')[0], `docs/help/${area.id}.md`).toBe(`# ${area.label}`);
    }
  });

  it('every help doc names a screen of the navigation', () => {
    const ids = navigation.map((area) => area.id);
    for (const file of helpDocs)
      expect(ids, `docs/help/${file} names no screen`).toContain(file.slice(0, -3));
  });

  it('every help a screen asks for is bundled, and every link in the help docs to another doc resolves', () => {
    const asked = sourceFiles(join(ROOT, 'src/renderer/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bhelp="([^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    expect(asked.length).toBeGreaterThanOrEqual(navigation.length);
    for (const name of asked) expect(hasDoc(`help/${name}`), `help="${name}"`).toBe(true);
    for (const file of helpDocs) {
      for (const match of read(file.slice(0, -3)).matchAll(/\]\(([^)]+\.md[^)]*)\)/g)) {
        expect(docTarget(`help/${file.slice(0, -3)}`, match[1] ?? ''), `${file}: ${match[1]}`).not.toBeNull();
      }
    }
  });

  it('the facts the code holds read the same in the docs: Mango rules, the apply warning, conflicts, webhook events', () => {
    const mangoes = flat(read('mangoes'));
    for (const rule of Object.values(mangoRules)) expect(mangoes).toContain(rule);
    expect(mangoes).toContain(`At most ${MAX_REMOTE_MEDIA_ITEMS} cover items`);
    const drafts = flat(read('drafts'));
    expect(drafts).toContain(APPLY_WARNING);
    expect(drafts).toContain(CONFLICT_TEXT);
    const documented = webhookEvents.filter((event) => event.source === 'docs').length;
    expect(flat(read('webhooks'))).toContain(`for ${documented} documented events`);
  });
});

describe('ScreenHelp', () => {
  it('shows the screen’s doc under the drawer title: no second title, sections as h3, doc links as buttons', async () => {
    render(
      <MantineProvider>
        <h2>Help: Video calls</h2>
        <ScreenHelp screen="video-calls" />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Times and zones' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Help: Video calls',
    ]);
    expect(screen.getByTestId('doc-link-video-calls').textContent).toBe('docs/video-calls.md');
    expect(screen.getByText(/Attendee and host links exist/).textContent).toContain(
      'only while the call is ongoing',
    );
  });

  it('says so when a screen has no help doc, instead of an empty drawer', () => {
    render(
      <MantineProvider>
        <ScreenHelp screen="no-such-screen" />
      </MantineProvider>,
    );
    expect(screen.getByText('The doc did not load')).toBeTruthy();
  });
});

describe('Markdown links', () => {
  it('shows a web address as text beside its words, never as a link the page would follow', () => {
    const { container } = render(
      <MantineProvider>
        <Markdown source="See [the service docs](https://docs.tagmango.com/x) and [a guide](guide.md)." />
      </MantineProvider>,
    );
    expect(container.querySelector('p')?.textContent).toBe(
      'See the service docs (https://docs.tagmango.com/x) and a guide.',
    );
    expect(container.querySelector('a')).toBeNull();
  });

  it('resolves a link between docs relative to the doc it is in', () => {
    expect(docTarget('help/mangoes', '../video-calls.md#times')).toBe('video-calls');
    expect(docTarget('help/mangoes', 'drafts.md')).toBe('help/drafts');
    expect(docTarget('help/mangoes', '../../README.md')).toBeNull();
    expect(docTarget('help/mangoes', 'https://example.com/a.md')).toBeNull();
  });
});
