import { describe, expect, it, vi } from 'vitest';
import type { Transport } from '../../../src/main/platform/api/transport';
import type { ServiceDateSample } from '../../../src/main/platform/api/types';
import { clientOn } from './client-on';

/**
 * The service's public docs (docs.tagmango.com) say nothing of a `Date` header: the console learns the
 * service's clock from one where an answer has it (HTTP servers send it; the sandbox does), and an answer
 * without one, or with one it cannot read, is answered as usual and teaches nothing.
 */
function answering(headers: Record<string, string>): Transport {
  return {
    async request(request) {
      return {
        status: 200,
        headers: { 'content-type': 'application/json', ...headers },
        text: JSON.stringify({ result: [], code: 200, success: true }),
        url: request.baseUrl + request.path,
      };
    },
    async close() {},
  };
}

const clientWith = (transport: Transport, observe: (id: string, sample: ServiceDateSample) => void) =>
  clientOn(transport, { serviceTime: { observe } });

describe('the service clock from answers’ Date header', () => {
  it('learns from a Date header when the answer has one', async () => {
    const observe = vi.fn();
    await clientWith(answering({ date: 'Sat, 28 Nov 2026 10:00:00 GMT' }), observe).listBadges();
    expect(observe).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ serverDate: Date.UTC(2026, 10, 28, 10, 0, 0) }),
    );
  });

  it.each([
    ['no Date header', {}],
    ['an unreadable Date header', { date: 'sometime on Saturday' }],
  ])('answers as usual with %s, and learns nothing from it', async (_, headers) => {
    const observe = vi.fn();
    await expect(clientWith(answering(headers), observe).listBadges()).resolves.toBeDefined();
    expect(observe).not.toHaveBeenCalled();
  });
});
