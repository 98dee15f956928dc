import { describe, expect, it } from 'vitest';
import { buildTarget } from '../../../src/main/platform/api/transport-target';

describe('request targets', () => {
  it('joins the base URL, its path prefix and the path, without doubling slashes', () => {
    expect(buildTarget('http://127.0.0.1:8080', '/api/v1/x')).toEqual({
      origin: 'http://127.0.0.1:8080',
      pathAndQuery: '/api/v1/x',
    });
    expect(buildTarget('https://svc.example.test/prefix/', '/api/v1/x')).toEqual({
      origin: 'https://svc.example.test',
      pathAndQuery: '/prefix/api/v1/x',
    });
    expect(buildTarget('https://svc.example.test:443//p//', '/a').origin).toBe('https://svc.example.test');
  });

  it('writes the query as a form would: arrays comma-joined, empty and missing values left out', () => {
    const { pathAndQuery } = buildTarget('http://h.test', '/a', {
      limit: 1,
      mangoes: ['a1', 'b2'],
      none: [],
      skip: undefined,
      nil: null,
      text: 'a b&c=d',
      flag: false,
    });
    expect(pathAndQuery).toBe('/a?limit=1&mangoes=a1%2Cb2&text=a+b%26c%3Dd&flag=false');
    const parsed = new URL(pathAndQuery, 'http://h.test');
    expect(parsed.searchParams.get('mangoes')).toBe('a1,b2');
    expect(parsed.searchParams.get('text')).toBe('a b&c=d');
    expect(buildTarget('http://h.test', '/a', {}).pathAndQuery).toBe('/a');
  });

  it('keeps each base URL apart (the parsed base is cached per string)', () => {
    expect(buildTarget('http://one.test/x', '/a').pathAndQuery).toBe('/x/a');
    expect(buildTarget('http://two.test/y', '/a').pathAndQuery).toBe('/y/a');
    expect(buildTarget('http://one.test/x', '/a').origin).toBe('http://one.test');
  });
});
