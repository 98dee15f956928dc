import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server';
import { startSandbox } from './helpers';

export interface Received {
  path: string;
  body: Record<string, unknown>;
}

/** A loopback webhook receiver for sandbox tests: every JSON body it got, with its path, in order. */
export async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * A sandbox and a receiver shared by the tests of one file: both start before the first test and stop
 * after the last; before each test the sandbox is reset and the receiver's list emptied. Read the fields
 * inside tests (they are set when the file's tests start).
 */
export function sandboxWithReceiver(): {
  readonly sandbox: Sandbox;
  readonly hookUrl: string;
  readonly received: Received[];
} {
  let sandbox: Sandbox | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('sandboxWithReceiver: read it inside a test');
    return value;
  };
  beforeAll(async () => {
    sandbox = await startSandbox();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    sandbox?.reset();
    receiver?.received.splice(0);
  });
  return {
    get sandbox() {
      return started(sandbox);
    },
    get hookUrl() {
      return started(receiver).url;
    },
    get received() {
      return started(receiver).received;
    },
  };
}
