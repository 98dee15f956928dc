import { describe, expect, it } from 'vitest';
import { bridgeNames, NAMES_ELEMENT_ID } from '../../../src/shared/bridge';
import { injectPreload } from '../../../src/main/app/web/static-files';

const HTML =
  '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';

describe('the page the web host serves', () => {
  it('holds the bridge names as a JSON data block, then the preload, first in <head>', () => {
    const page = injectPreload(HTML, '/__console/web-preload.js', bridgeNames);
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    const block = head.indexOf(`<script type="application/json" id="${NAMES_ELEMENT_ID}">`);
    const preload = head.indexOf('<script src="/__console/web-preload.js"></script>');
    expect(block).toBeGreaterThan(0);
    expect(preload).toBeGreaterThan(block);
    expect(head.indexOf('<meta')).toBeGreaterThan(preload);
    const json = head.slice(head.indexOf('>', block) + 1, head.indexOf('</script>', block));
    expect(JSON.parse(json)).toEqual(bridgeNames);
  });

  it('escapes "<" so nothing in the names can close the element', () => {
    const page = injectPreload(HTML, '/p.js', { channels: ['a.b</script><script>x'], events: ['e'] });
    expect(page).not.toContain('a.b</script>');
    expect(page).toContain('a.b\\u003c/script>');
  });
});
