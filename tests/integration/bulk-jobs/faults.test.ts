import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createTransport } from '../../../src/main/platform/api/transport';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { JobRunner } from '../../../src/main/areas/bulk-jobs/runner';
import { resolveUncertainRows } from '../../../src/main/areas/bulk-jobs/resolve-uncertain';
import { countStates, parseJournal, replayJournal } from '../../../src/shared/areas/bulk-jobs/domain/journal';
import { jobKindSpec } from '../../../src/shared/areas/bulk-jobs/kinds';
import { jobKind } from '../../../src/shared/areas/bulk-jobs/kinds';
import {
  kindCases,
  linkedClock,
  recordingTransport,
  sandboxClient,
  writeJob,
  type SentRecord,
} from './helpers';

let sandbox: Sandbox;

describe.each(kindCases)('a 2,000-row $kind job against a faulty service', (kase) => {
  // A sandbox per kind: the people one kind seeds do not slow the next kind's service down.
  beforeAll(async () => {
    sandbox = await createSandbox({ port: 0 });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('ends with every row in one final state and never sends a row twice on its own', async () => {
    const job = kase.makeJob(2_000);
    kase.prepare(sandbox, 2_000);
    const { paths } = await writeJob(job);
    const clock = linkedClock(sandbox);
    const sent: SentRecord[] = [];
    const transport = recordingTransport(createTransport(), sent);
    const client = sandboxClient(sandbox, { clock, transport, retryPolicy: { maxRateLimitRetries: 0 } });
    const sandboxLog: { status: number; fault: string | null }[] = [];
    const append = sandbox.requestLog.append.bind(sandbox.requestLog);
    sandbox.requestLog.append = (entry) => {
      if (entry.operation === kase.operation) sandboxLog.push({ status: entry.status, fault: entry.fault });
      return append(entry);
    };
    // 5% answered 500, 2% connections reset after the body was read, and a 429 storm: 300 a minute.
    sandbox.faults.set({
      routes: { [kase.operation]: { errorRate: 0.05, dropRate: 0.02, requestsPerMinute: 300 } },
      seed: 7,
    });

    const runner = await JobRunner.open({ job, paths, client, clock });
    await runner.start();
    await runner.whenIdle();
    sandbox.faults.set({});

    const counts = countStates(runner.rows);
    expect(runner.status).toBe('finished');
    expect(counts.pending + counts.sending).toBe(0);
    expect(counts.succeeded + counts.failed + counts.uncertain).toBe(2_000);
    expect(counts.failed).toBeGreaterThan(40);
    expect(counts.uncertain).toBeGreaterThan(10);
    expect(sandboxLog.filter((e) => e.fault === 'rate_limited').length).toBeGreaterThan(0);
    expect(runner.governor.capPerMinute()).not.toBeNull();

    // The service saw exactly one request that was not refused with 429 per row: nothing re-sent on its own.
    const reached = sandboxLog.filter((e) => e.fault !== 'rate_limited');
    expect(reached.length).toBe(2_000);
    const perRow = new Map<string, number>();
    for (const s of sent) if (s.status !== 429) perRow.set(s.email, (perRow.get(s.email) ?? 0) + 1);
    expect(perRow.size).toBe(2_000);
    expect([...perRow.values()].every((n) => n === 1)).toBe(true);

    // The journal on disk says the same as memory.
    const replayed = replayJournal(2_000, parseJournal(await readFile(paths.journal, 'utf8')).entries);
    expect(countStates(replayed.rows)).toEqual(counts);

    // The sandbox applied exactly the succeeded rows, once each.
    const held = kase.applied(sandbox);
    runner.rows.forEach((row, i) => {
      expect(held.get(kase.emailOf(job, i)) ?? 0).toBe(row.state === 'succeeded' ? 1 : 0);
    });

    // Uncertain rows are settled by looking them up, then the person explicitly retries what was not applied.
    // A kind the service's reads cannot check (points) leaves them uncertain, for the person to decide.
    const uncertain = runner.rows.flatMap((r, i) => (r.state === 'uncertain' ? [i] : []));
    const message = await resolveUncertainRows(runner, job, uncertain, sandboxClient(sandbox), clock);
    const checkable = jobKind(job.kind).check !== undefined;
    if (checkable)
      expect(message).toContain(`${uncertain.length} not ${jobKindSpec(job.kind).words.applied}`);
    else expect(message).toMatch(/cannot be checked on the service/);
    const failed = runner.rows.flatMap((r, i) => (r.state === 'failed' ? [i] : []));
    await runner.requeue(failed, 'explicit retry in the test');
    await runner.whenIdle();
    const done = checkable ? 2_000 : 2_000 - uncertain.length;
    expect(countStates(runner.rows)).toMatchObject({ succeeded: done, uncertain: 2_000 - done });
    const after = kase.applied(sandbox);
    expect(after.size).toBe(done);
    expect([...after.values()].every((n) => n === 1)).toBe(true);
    await runner.close();
    await client.close();
  }, 120_000);
});
