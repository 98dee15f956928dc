// The sandbox must never be what limits a benchmark of the console: simple GETs and channel-post pages are
// measured with autocannon next to a bare node:http server answering a constant JSON body, in the same run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { generateDemoFixture } from '../src/sandbox/fixture/generate';
import { createSandbox } from '../src/sandbox/server';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const BIG_CHANNEL = 'ca00000000000000000000bb';

async function measure(url: string, headers: Record<string, string> = {}, connections = 10) {
  const r = await autocannon({ url, connections, duration: DURATION_S, headers });
  return {
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export async function runSandboxBench(): Promise<Record<string, unknown>> {
  const constant = JSON.stringify({ ok: true, data: { _id: 'ae0000000000000000000001', title: 'constant' } });
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(constant) });
    res.end(constant);
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const sandbox = await createSandbox({ port: 0, fixture: generateDemoFixture({ bigChannelPosts: 10_000 }) });
  const demo = sandbox.demoCredentials();
  const headers = { authorization: `Bearer ${demo.accessToken}`, 'x-whitelabel-host': demo.whitelabelHost };
  try {
    const bareFigures = await measure(bareUrl);
    const simple = await measure(`${sandbox.url}/api/v1/external/mangos/ae0000000000000000000001`, headers);
    const posts = await measure(
      `${sandbox.url}/api/v1/external/community/channels/${BIG_CHANNEL}/posts?limit=20&page=3`,
      headers,
    );
    const popular = await measure(
      `${sandbox.url}/api/v1/external/community/channels/${BIG_CHANNEL}/posts?limit=20&sortBy=most_popular&filterBy=posts_from_subscribers`,
      headers,
    );
    return {
      durationPerRunS: DURATION_S,
      bareNodeHttp: bareFigures,
      sandboxGetMango: simple,
      sandboxPosts10k: posts,
      sandboxPosts10kPopularFiltered: popular,
      simpleGetRatioToBare: Math.round((simple.rps / Math.max(1, bareFigures.rps)) * 1000) / 1000,
      postsRatioToBare: Math.round((posts.rps / Math.max(1, bareFigures.rps)) * 1000) / 1000,
      targets: { simpleGetRpsAtLeast: 2000, postsP99MsBelow: 20 },
      meetsTargets: simple.rps >= 2000 && posts.p99Ms < 20 && popular.p99Ms < 20,
    };
  } finally {
    await sandbox.close();
    await new Promise((r) => bare.close(r));
  }
}
