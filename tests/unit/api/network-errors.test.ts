import { describe, expect, it } from 'vitest';
import { classifyTransportError } from '../../../src/main/platform/api/network-errors';
import { createApiClient } from '../../../src/main/platform/api/client';
import { operationNames } from '@shared/contract/operations';

const err = (code: string): Error => Object.assign(new Error(code), { code });

describe('classifying socket failures by whether the request may have reached the server', () => {
  it.each([
    ['ECONNREFUSED', 'network', 'not_sent'],
    ['ENOTFOUND', 'network', 'not_sent'],
    ['EAI_AGAIN', 'network', 'not_sent'],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout', 'not_sent'],
    ['ECONNRESET', 'network', 'unknown'],
    ['EPIPE', 'network', 'unknown'],
    ['UND_ERR_SOCKET', 'network', 'unknown'],
    ['UND_ERR_HEADERS_TIMEOUT', 'timeout', 'unknown'],
    ['UND_ERR_BODY_TIMEOUT', 'timeout', 'unknown'],
    ['UND_ERR_INVALID_ARG', 'validation', 'not_sent'],
    ['UND_ERR_NOT_SUPPORTED', 'validation', 'not_sent'],
    ['ERR_INVALID_CHAR', 'validation', 'not_sent'],
  ])('%s is %s with outcome %s', (code, kind, outcome) => {
    expect(classifyTransportError(err(code), undefined, 'h')).toMatchObject({ kind, outcome });
  });

  it('says nothing was sent (not "may or may not") when the request was refused before sending', () => {
    const message = classifyTransportError(err('UND_ERR_INVALID_ARG'), undefined, 'h').message;
    expect(message).toContain('nothing was sent');
    expect(message).not.toContain('may or may not');
  });

  it('reads the code of a wrapped cause and treats an aborted signal as cancellation', () => {
    const wrapped = Object.assign(new Error('fetch failed'), { cause: err('ECONNREFUSED') });
    expect(classifyTransportError(wrapped, undefined, 'h').outcome).toBe('not_sent');
    const controller = new AbortController();
    controller.abort();
    expect(classifyTransportError(err('UND_ERR_SOCKET'), controller.signal, 'h').kind).toBe('cancelled');
  });
});

describe('the client surface', () => {
  it('has one function per operation of the contract table', async () => {
    const client = createApiClient({
      profile: { id: 'p', baseUrl: 'http://127.0.0.1:9', whitelabelHost: 'h.example.com' },
      getSecrets: async () => ({}),
    });
    for (const name of operationNames)
      expect(typeof (client as Record<string, unknown>)[name]).toBe('function');
    await client.close();
  });
});

describe('a call the profile has no credential for', () => {
  it('is not sent, and the activity log records which credential is missing', async () => {
    const recorded: unknown[] = [];
    const client = createApiClient({
      profile: { id: 'p', baseUrl: 'http://127.0.0.1:9', whitelabelHost: 'h.example.com' },
      getSecrets: async () => ({}),
      activityLog: { record: async (entry) => void recorded.push(entry) },
    });
    try {
      await expect(client.listFeedPosts({ query: { limit: 1 } })).rejects.toMatchObject({
        error: {
          kind: 'validation',
          outcome: 'not_sent',
          message: 'Not sent: this profile has no access token. Add it in Profiles.',
        },
      });
      await expect.poll(() => recorded.length).toBe(1);
      expect(recorded[0]).toMatchObject({ errorKind: 'validation', missingSecret: 'access token' });
    } finally {
      await client.close();
    }
  });
});
