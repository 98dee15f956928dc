import { describe, expect, it } from 'vitest';
import { echoCredentials, echoText } from '../../../src/sandbox/echo';
import { FaultInjector } from '../../../src/sandbox/faults';

const bearer = { authorization: 'Bearer tok_unit"echo/1' };
const apiKey = { 'x-api-key': 'key_unit&echo' };
const ID = 'ae0000000000000000000001';

describe('the echoCredentials fault', () => {
  it('says the credentials as received, and again form-encoded in a link', () => {
    const text = echoText({ ...bearer, ...apiKey }) ?? '';
    expect(text).toContain('Authorization: Bearer tok_unit"echo/1');
    expect(text).toContain('key=key_unit&echo');
    expect(text).toContain(`token=${encodeURIComponent('tok_unit"echo/1')}`);
    expect(text).toContain('key=key_unit%26echo');
    expect(echoText({})).toBeUndefined();
  });

  it('appends them to messages, a write answer’s status (not the verdict) and id-map values, and tags records', () => {
    const body = {
      code: 0,
      message: 'Done',
      result: { _id: ID, status: 'active', inner: { status: 'Success', errorMessage: 'None' } },
      points: { [ID]: 'ab0000000000000000000002' },
      counts: { a: 1 },
    };
    const echoed = echoCredentials(body, apiKey, 'POST') as typeof body & { result: { echo?: string } };
    const seen = (value: unknown) => typeof value === 'string' && value.includes('key=key_unit&echo');
    expect(seen(echoed.message)).toBe(true);
    expect(seen(echoed.result.status)).toBe(true);
    expect(echoed.result.inner.status).toBe('Success');
    expect(seen(echoed.result.inner.errorMessage)).toBe(true);
    expect(seen(echoed.result.echo)).toBe(true);
    expect(seen(echoed.points[ID])).toBe(true);
    expect(echoed.counts).toEqual({ a: 1 });
    expect(echoed.code).toBe(0);
    // The state the handler answered from is untouched.
    expect(body.message).toBe('Done');
    expect(body.result).not.toHaveProperty('echo');
  });

  it('leaves a read’s statuses alone, and an answer without credentials or without a place as it is', () => {
    const read = echoCredentials({ _id: ID, status: 'active' }, bearer, 'GET') as { status: string };
    expect(read.status).toBe('active');
    const plain = { message: 'x' };
    expect(echoCredentials(plain, {}, 'POST')).toBe(plain);
    const nowhere = [1, 2];
    expect(echoCredentials(nowhere, bearer, 'POST')).toBe(nowhere);
    expect(echoCredentials(undefined, bearer, 'DELETE')).toBeUndefined();
  });

  it('is set for all routes or per route, a route overriding all', () => {
    const faults = new FaultInjector(() => 0);
    expect(faults.echoes('getMango')).toBe(false);
    faults.set({ all: { echoCredentials: true }, routes: { getMango: { echoCredentials: false } } });
    expect(faults.echoes('getMango')).toBe(false);
    expect(faults.echoes('listMangoes')).toBe(true);
  });
});
