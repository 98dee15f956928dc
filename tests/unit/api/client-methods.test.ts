import { describe, expect, it } from 'vitest';
import { operationNames, operations } from '../../../src/shared/contract/operations';
import type { Transport, TransportRequest } from '../../../src/main/platform/api/transport';
import { clientOn } from './client-on';

/** A transport that records each request and answers 400 (so no answer schema matters here, and nothing is retried). */
function recordingTransport() {
  const requests: TransportRequest[] = [];
  const transport: Transport = {
    async request(request) {
      requests.push(request);
      return {
        status: 500,
        headers: {},
        text: '{"message":"stop here"}',
        url: request.baseUrl + request.path,
      };
    },
    async close() {},
  };
  return { transport, requests };
}

describe('the client’s methods come from the operation table', () => {
  it('has one method per row, and nothing per row beyond them', () => {
    const client = clientOn(recordingTransport().transport);
    for (const name of operationNames) expect(typeof client[name], name).toBe('function');
    const extra = Object.keys(client).filter(
      (key) => !(operationNames as string[]).includes(key) && !['invoke', 'close'].includes(key),
    );
    expect(extra).toEqual([]);
  });

  it('a method sends its row’s method and path, with the params, query and body it is given', async () => {
    const { transport, requests } = recordingTransport();
    const client = clientOn(transport);
    await expect(
      client.updateBadge({ params: { badgeId: 'b00000000000000000000001' }, body: { name: 'Gold' } }),
    ).rejects.toThrow();
    await expect(client.listMangoes({ query: { page: 2 } })).rejects.toThrow();
    await expect(client.listBadges()).rejects.toThrow();
    const [update, list, badges] = requests;
    expect(update?.method).toBe(operations.updateBadge.method);
    expect(update?.path).toBe(operations.updateBadge.path.replace(':badgeId', 'b00000000000000000000001'));
    expect(update?.body).toEqual({ name: 'Gold' });
    expect(list?.path).toBe(operations.listMangoes.path);
    expect(list?.query).toMatchObject({ page: 2 });
    expect(badges?.path).toBe(operations.listBadges.path);
  });

  it('types each request from its row', () => {
    const client = clientOn(recordingTransport().transport);
    // Type checks only: these calls are never made.
    const typed = () => {
      // @ts-expect-error a path parameter is required
      void client.getMango({});
      // @ts-expect-error a body is required
      void client.assignPoints();
      // @ts-expect-error the row's path has no such parameter
      void client.getMango({ params: { mangoId: 'm', other: 'x' } });
    };
    expect(typeof typed).toBe('function');
  });
});
