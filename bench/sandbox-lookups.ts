/**
 * migrate-user latency against a sandbox holding 100 customers and one holding 100,000, side by side
 * (issue 20: its lookups are indexed, so the two should answer alike). Each sandbox runs in this process
 * and is driven over HTTP with keep-alive, one request at a time: new customers (a lookup that misses,
 * then an insert) and customers it already holds (a lookup that hits).
 */
import { generateDemoFixture } from '../src/sandbox/fixture/generate';
import { createSandbox } from '../src/sandbox/server';

const MANGO = 'ae0000000000000000000003';
const REQUESTS = 400;

function percentile(sorted: number[], p: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 100) / 100;
}

async function measure(customers: number) {
  const fixture = generateDemoFixture({ posts: 5, subscribers: customers });
  const sandbox = await createSandbox({ port: 0, fixture });
  try {
    const demo = sandbox.demoCredentials();
    const held = sandbox.state.data.users.length;
    const existing = sandbox.state.data.users.filter(
      (u) => u.creator === sandbox.state.data.creators[0]?._id,
    );
    const send = async (body: unknown): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${sandbox.url}/integration/action/migrate-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': demo.apiKey },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`migrate-user answered ${response.status}`);
      return performance.now() - started;
    };
    // Warm-up: the first requests pay for the index and the JIT.
    for (let i = 0; i < 20; i += 1)
      await send({ name: 'Warm', email: `warm${i}@bench.test`, phone: 9_000_000_000 + i, mangoId: MANGO });
    const fresh: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      fresh.push(
        await send({
          name: `New ${i}`,
          email: `new${i}@bench.test`,
          phone: 9_100_000_000 + i,
          mangoId: MANGO,
        }),
      );
      const user = existing[(i * 7919) % Math.max(1, existing.length)];
      if (user)
        known.push(await send({ name: user.name, email: user.email, phone: user.phone, mangoId: MANGO }));
    }
    const summary = (ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), n: ms.length };
    };
    return { customersHeld: held, newCustomer: summary(fresh), knownCustomer: summary(known) };
  } finally {
    await sandbox.close();
  }
}

export async function runSandboxLookupsBench(): Promise<Record<string, unknown>> {
  const small = await measure(100);
  const large = await measure(100_000);
  return {
    customers100: small,
    customers100k: large,
    p50Ratio: Math.round((large.newCustomer.p50Ms / small.newCustomer.p50Ms) * 100) / 100,
  };
}
