// Engagement screens: how long the bridge takes for a feed page and a whole-feed CSV export, a points load,
// and how many webhook deliveries per second the built-in receiver takes (sandbox -> receiver, loopback).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConsole } from '../src/main/app/compose';
import { createSandbox } from '../src/sandbox/server';
import { createMemorySecretStore } from '../src/main/platform/secrets/secret-store';
import { embedSandbox } from '../src/main/areas/profiles/embedded-sandbox';
import { createWebhookReceiver } from '../src/main/areas/webhooks/webhook-receiver';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2));
}

export async function runEngagementBench(): Promise<Record<string, unknown>> {
  const sandbox = await createSandbox({ port: 0 });
  const embedded = embedSandbox(sandbox, { owned: false });
  const dataDir = await mkdtemp(join(tmpdir(), 'engagement-bench-'));
  const app = await createConsole({
    dataDir,
    host: 'web',
    secretStore: createMemorySecretStore(),
    emit: () => undefined,
    sandbox: embedded,
  });
  const time = async (runs: number, work: () => Promise<unknown>): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      const result = (await work()) as { ok?: boolean };
      if (result && result.ok === false) throw new Error(`bench call failed: ${JSON.stringify(result)}`);
      out.push(performance.now() - started);
    }
    return out;
  };
  try {
    const feedPage = await time(50, () => app.dispatch('feed.posts', { limit: 50, page: 1 }));
    const feedExport = await time(10, () => app.dispatch('feed.exportCsv', {}));
    const points = await time(5, () => app.dispatch('gamification.points', {}));
    const tokenCheck = await time(50, () =>
      app.dispatch('customers.verifyToken', { token: 'demo-user-token-1' }),
    );

    let received = 0;
    const receiver = createWebhookReceiver({
      now: () => new Date(),
      onDelivery: () => (received += 1),
      keep: 200,
    });
    const status = await receiver.start();
    const body = JSON.stringify({
      name: 'A',
      email: 'a@x.test',
      course: 'C',
      courseId: 'c',
      phone: 1,
      lastProgressOn: 'x',
      completionPercentage: 50,
    });
    const count = 2_000;
    const started = performance.now();
    for (let sent = 0; sent < count; sent += 50) {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(status.urls['course.progress']!, { method: 'POST', body }).then((r) => r.arrayBuffer()),
        ),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    await receiver.stop();
    return {
      feedPage50Ms: { p50: percentile(feedPage, 50), p95: percentile(feedPage, 95) },
      feedExport48PostsMs: { p50: percentile(feedExport, 50), p95: percentile(feedExport, 95) },
      collectivePoints576UsersMs: { p50: percentile(points, 50), max: percentile(points, 100) },
      verifyTokenMs: { p50: percentile(tokenCheck, 50), p95: percentile(tokenCheck, 95) },
      receiverDeliveriesPerSecond: Math.round(received / seconds),
      receiverKeptInMemory: receiver.deliveries().length,
    };
  } finally {
    await app.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
