import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppFailure, type AppError } from '../../../src/shared/errors';
import { outcomeOfAnswer } from '../../../src/main/platform/api/answer-outcome';
import { codeMessages } from '../../../src/main/platform/api/errors';
import { classifyTransportError } from '../../../src/main/platform/api/network-errors';
import { SANDBOX_ERROR_CODES } from '../../../src/sandbox/errors';
import { ErrorAlert } from '../../../src/renderer/src/components/ErrorAlert';
import { replayClient, startReplayServer, type ReplayServer } from '../../helpers/docs-replay';
import { docsOperations } from '../../helpers/service-docs';

/*
 * "A definite refusal is never 'may have reached the service'" (issue 28, item 4): every documented
 * errorCode, answered to a write with any 4xx, comes back from the real client as a refusal (nothing
 * changed, not retryable) in its own words, and the alert that shows it never says the request may have
 * reached the service. Uncertainty stays for lost answers, timeouts and 5xx.
 */

/** Every errorCode the docs pages show and the sandbox sends (the spec's table is in the sandbox's list). */
function documentedCodes(): string[] {
  const fromDocs = docsOperations().flatMap((op) =>
    op.responses.flatMap((r) => {
      const body = r.body as { errorCode?: unknown } | null;
      return body && typeof body.errorCode === 'string' ? [body.errorCode] : [];
    }),
  );
  return [...new Set([...SANDBOX_ERROR_CODES, ...fromDocs])].sort();
}

const envelope = (status: number, errorCode: string) => ({
  code: status,
  type: 'Bad Request',
  statusMessage: 'BAD_REQUEST',
  errorCode,
  message: `The service's own words for ${errorCode}.`,
  result: `The service's own words for ${errorCode}.`,
  success: false,
});

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(cleanup);

/** A write (revoke-subscription, a POST) answered with `status` and `body`: the client's typed error. */
async function writeRefusedWith(status: number, body: unknown): Promise<AppError> {
  server.answer({ status, body });
  const client = replayClient(server.server.url);
  try {
    await client.revokeSubscription({ body: { subscriptionId: '66a1390268a76f2f5c9f39a3' } });
  } catch (caught) {
    if (caught instanceof AppFailure) return caught.error;
    throw caught;
  } finally {
    await client.close();
  }
  throw new Error('expected a refusal');
}

function shown(error: AppError): string {
  const { container } = render(
    <MantineProvider>
      <ErrorAlert error={error} />
    </MantineProvider>,
  );
  return container.textContent ?? '';
}

describe('the one rule of what an error answer proves', () => {
  it('any 4xx is a refusal, but 408 and 429 were not processed; a 5xx is unknown', () => {
    for (let status = 400; status < 500; status += 1) {
      expect(outcomeOfAnswer(status)).toBe(status === 408 || status === 429 ? 'not_sent' : 'refused');
    }
    for (const status of [500, 502, 503, 504]) expect(outcomeOfAnswer(status)).toBe('unknown');
  });
});

describe('every documented errorCode, answered to a write', () => {
  const codes = documentedCodes();

  it('lists the codes of the docs and the sandbox', () => {
    expect(codes).toContain('SUBSCRIPTION_NOT_EXTERNAL');
    expect(codes).toContain('ORDER_NOT_SUPPORTED');
    expect(codes.length).toBeGreaterThanOrEqual(SANDBOX_ERROR_CODES.length);
  });

  it.each(codes)('%s: refused, in its own words, never "may have reached the service"', async (code) => {
    for (const status of [400, 403, 404, 409]) {
      const error = await writeRefusedWith(status, envelope(status, code));
      expect(error).toMatchObject({ kind: 'http', status, errorCode: code, outcome: 'refused' });
      expect(error.retryable).toBe(false);
      expect(codeMessages[code], `${code} has no words of its own`).toBeTruthy();
      if (code !== 'WORKSHOP_OVERLAP' && code !== 'WORKSHOP_NOT_EDITABLE') {
        expect(error.message).toBe(codeMessages[code]);
      }
      expect(error.message).not.toMatch(/may (or may not )?have (reached|been processed)/);
      const text = shown(error);
      expect(text).not.toMatch(/may have reached/);
      expect(text).toContain('Nothing was changed on the service.');
      cleanup();
    }
  });

  it('a 4xx without an errorCode is a refusal too (the generic 400 and 401 bodies of every page)', async () => {
    const generic = await writeRefusedWith(400, {
      code: 400,
      type: 'Bad request',
      statusMessage: 'BAD_REQUEST',
      message: 'Invalid request',
      success: false,
    });
    expect(generic).toMatchObject({ status: 400, outcome: 'refused' });
    expect(shown(generic)).not.toMatch(/may have reached/);
    cleanup();
    const token = await writeRefusedWith(401, { code: 401, message: 'Invalid token', success: false });
    expect(token).toMatchObject({ status: 401, outcome: 'refused' });
  });
});

describe('uncertainty is kept for what may have happened', () => {
  it('a 5xx to a write and a lost answer say it may have reached the service', async () => {
    const gateway = await writeRefusedWith(502, { message: 'Bad gateway' });
    expect(gateway).toMatchObject({ status: 502, outcome: 'unknown' });
    expect(shown(gateway)).toMatch(/may have reached the service/);
    cleanup();
    const reset = classifyTransportError(
      Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
      undefined,
      'h',
    );
    expect(reset.outcome).toBe('unknown');
    expect(shown(reset)).toMatch(/may have reached the service/);
  });

  it('a 408 to a write is sent again (the service did not process it)', async () => {
    let seen = 0;
    server.answer(() =>
      ++seen === 1
        ? { status: 408, body: { message: 'Request timeout' } }
        : { status: 200, body: { _id: '66a1390268a76f2f5c9f39a3', status: 'halted' } },
    );
    const client = replayClient(server.server.url);
    try {
      await expect(
        client.revokeSubscription({ body: { subscriptionId: '66a1390268a76f2f5c9f39a3' } }),
      ).resolves.toMatchObject({ status: 'halted' });
    } finally {
      await client.close();
    }
    expect(seen).toBe(2);
  });
});

describe('the subscription codes in the docs’ meaning', () => {
  it('SUBSCRIPTION_NOT_EXTERNAL and ORDER_NOT_SUPPORTED are about how it was made, not a checkout alone', () => {
    const notExternal = codeMessages['SUBSCRIPTION_NOT_EXTERNAL'] ?? '';
    expect(notExternal).toMatch(/only subscriptions made through its API with “Add a subscription”/);
    expect(notExternal).toMatch(/a migration/);
    expect(notExternal).not.toMatch(/bought through the service’s own checkout, so/);
    expect(codeMessages['ORDER_NOT_SUPPORTED']).toMatch(/only orders made through its API/);
    expect(codeMessages['INVALID_AMOUNT']).toMatch(/more than zero for a paid Mango/);
    expect(codeMessages['COURSE_DRM_NOT_ALLOWED']).toMatch(/not enabled on this creator’s account/);
  });
});
