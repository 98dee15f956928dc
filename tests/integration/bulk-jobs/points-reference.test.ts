import { describe, expect, it } from 'vitest';
import { appliedById, consoleOnSandbox, MANGO, personId, seedPeople } from './helpers';

/** Issue 28: a points reference that differs only in letter case or spacing is the same award, not a new one. */
const box = consoleOnSandbox('points-reference');
const { call, fail, finished } = box;
const ids = Array.from({ length: 3 }, (_, i) => personId('assign-points', i));
const csv = (reference: string) =>
  `userId,score,reference\n${ids.map((id) => `${id},5,${reference}`).join('\n')}\n`;

async function imported(fileName: string, reference: string) {
  const file = await call('bulkJobs.import', {
    kind: 'assign-points',
    fileName,
    chunk: csv(reference),
    final: true,
  });
  const summary = await call('bulkJobs.validate', {
    importId: file.importId,
    mapping: file.mapping,
    mangoIdForAll: null,
  });
  return { importId: file.importId, summary };
}

describe('a points file sent again with the reference spelled otherwise', () => {
  it('is seen as sent before, and the service awards each person once', async () => {
    seedPeople(box.sandbox, 'assign-points', ids, MANGO);
    const first = await imported('week1.csv', 'Quiz Week 1');
    const job = await call('bulkJobs.start', {
      importId: first.importId,
      includeAlreadySubscribed: false,
      concurrency: 2,
    });
    expect((await finished(job.id)).counts.succeeded).toBe(3);

    const again = await imported('week1-again.csv', '  quiz   WEEK 1 ');
    expect(again.summary.history).toMatchObject({ migrated: 3 });
    const refused = await fail('bulkJobs.start', {
      importId: again.importId,
      includeAlreadySubscribed: false,
      concurrency: 2,
    });
    expect(refused.message).toContain('3 of 3 valid rows were already done by earlier jobs');

    // Another reference is another award.
    const week2 = await imported('week2.csv', 'Quiz Week 2');
    const second = await call('bulkJobs.start', {
      importId: week2.importId,
      includeAlreadySubscribed: false,
      concurrency: 2,
    });
    expect((await finished(second.id)).counts.succeeded).toBe(3);

    const counts = appliedById(box.sandbox, 'assign-points');
    expect(ids.map((id) => counts.get(id))).toEqual([2, 2, 2]);
  });
});
