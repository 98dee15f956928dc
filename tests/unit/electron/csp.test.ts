import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyCsp,
  CONTENT_SECURITY_POLICY,
  parseCsp,
  type CspSessionLike,
  type ResponseHeaders,
} from '../../../src/main/app/electron/csp';

const INDEX_HTML = resolve(import.meta.dirname, '../../../src/renderer/index.html');
const policy = parseCsp(CONTENT_SECURITY_POLICY);

/** The policy of the first `<meta http-equiv="Content-Security-Policy">`, or null. */
function metaPolicy(html: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?content-security-policy["']?/i.test(tag)) continue;
    const content = /content\s*=\s*"([^"]*)"|content\s*=\s*'([^']*)'/i.exec(tag);
    return (content?.[1] ?? content?.[2] ?? '').trim();
  }
  return null;
}

describe('the Content-Security-Policy', () => {
  it('allows no eval and no inline or remote script', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).not.toContain('wasm-unsafe-eval');
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it.each([
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['form-action', ["'none'"]],
  ])('sets %s to %j', (directive, values) => {
    expect(policy.get(directive)).toEqual(values);
  });

  it('lets no directive load from a wildcard, http:, or a remote host, except images over https', () => {
    for (const [directive, values] of policy) {
      for (const value of values) {
        expect(value, directive).not.toMatch(/^\*$|^http:$|^ws:|^wss:/);
        if (value === 'https:') expect(directive).toBe('img-src');
      }
    }
  });

  it('equals the meta tag in src/renderer/index.html', () => {
    if (!existsSync(INDEX_HTML)) {
      console.warn('src/renderer/index.html is not there yet: the meta comparison is skipped');
      return;
    }
    const meta = metaPolicy(readFileSync(INDEX_HTML, 'utf8'));
    expect(meta, 'index.html has no Content-Security-Policy meta tag').not.toBeNull();
    expect(meta?.replace(/\s+/g, ' ')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('applyCsp', () => {
  function run(responseHeaders?: ResponseHeaders) {
    let listener: Parameters<CspSessionLike['webRequest']['onHeadersReceived']>[0] | undefined;
    applyCsp({ webRequest: { onHeadersReceived: (l) => void (listener = l) } });
    let answer: { responseHeaders: ResponseHeaders } | undefined;
    listener?.(responseHeaders ? { responseHeaders } : {}, (response) => void (answer = response));
    return answer;
  }

  it('adds the policy header to every response and keeps the others', () => {
    expect(run({ 'Content-Type': ['text/html'] })).toEqual({
      responseHeaders: {
        'Content-Type': ['text/html'],
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });

  it('replaces a policy header of the same name instead of keeping a looser one', () => {
    const answer = run({ 'Content-Security-Policy': ["default-src *; script-src * 'unsafe-eval'"] });
    expect(answer?.responseHeaders['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
  });

  it('adds the header to a response that had none', () => {
    expect(run()?.responseHeaders).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });
});
