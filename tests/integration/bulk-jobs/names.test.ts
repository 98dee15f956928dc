import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelOutput } from '../../../src/shared/bridge';
import type { ConsoleApp } from '../../../src/main/app/compose';
import { createSandbox, type Sandbox } from '../../../src/sandbox/server';
import { jobPaths } from '../../../src/main/areas/bulk-jobs/job-store';
import { BADGE_IDS, MANGO_IDS, nthId } from '../../../src/sandbox/fixture/known-ids';
import { openConsoleOn } from '../../helpers/sandbox-console';
import { bridgeCalls } from './helpers';

/*
 * Mango and badge names in bulk files, through main's own validation (whatever the page sends, main
 * matches the names itself), into the job's file and the ledger, which hold the ids; and the "one Mango
 * for every row" remembered with the mapping.
 */

let sandbox: Sandbox;
let dataDir: string;
let app: ConsoleApp;
const { call, finished } = bridgeCalls(() => app);

/** A Mango of the demo business added for these tests (its title differs from Webinar Pass only in case). */
const WEBINAR_TWIN = nthId('mango', 0xa1);
const WORKSHOP = nthId('mango', 0xa2);

function boot(): Promise<ConsoleApp> {
  return openConsoleOn(sandbox, dataDir);
}

/** A console started afresh on the same data (its Mango list is read from the service again). */
async function restart(): Promise<void> {
  await app.close();
  app = await boot();
}

function addMango(id: string, title: string): void {
  const core = sandbox.core();
  const starter = core.state.byId('mangoes', MANGO_IDS.starter);
  if (!starter) throw new Error('no Starter Course in the fixture');
  core.state.insert('mangoes', { ...structuredClone(starter), _id: id, title });
}

async function importText(
  fileName: string,
  chunk: string,
  kind?: 'assign-badges' | 'revoke-user',
): Promise<ChannelOutput<'bulkJobs.import'>> {
  return call('bulkJobs.import', { fileName, chunk, final: true, ...(kind ? { kind } : {}) });
}

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  addMango(WEBINAR_TWIN, 'webinar  PASS');
  addMango(WORKSHOP, 'Spring Workshop');
  dataDir = await mkdtemp(join(tmpdir(), 'bulk-names-it-'));
  app = await boot();
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

describe('Mango names in a migration file', () => {
  const text =
    'Name,Email,Phone,Course\n' +
    'Name One,name.one@names.test,9876501001,Starter Course\n' +
    'Name Two,name.two@names.test,9876501002,  starter   COURSE \n' +
    `Name Three,name.three@names.test,9876501003,${MANGO_IDS.yearly.toUpperCase()}\n` +
    'Name Four,name.four@names.test,9876501004,webinar pass\n' +
    'Name Five,name.five@names.test,9876501005,Startr Course\n';

  it('match the service’s Mangoes; the preview shows the id found, the job and ledger hold it', async () => {
    const imported = await importText('courses.csv', text);
    // A "Course" column is a Mango column.
    expect(imported.mapping).toMatchObject({ name: 0, email: 1, phone: 2, mangoId: 3 });
    const summary = await call('bulkJobs.validate', {
      importId: imported.importId,
      mapping: imported.mapping,
      mangoIdForAll: null,
    });
    expect(summary).toMatchObject({ total: 5, valid: 3, invalid: 2, byField: { mangoId: 2 } });

    const { rows } = await call('bulkJobs.rows', {
      importId: imported.importId,
      filter: 'all',
      offset: 0,
      limit: 10,
    });
    expect(rows.map((r) => [r.values.mangoId, r.names?.[r.values.mangoId ?? '']])).toEqual([
      [MANGO_IDS.starter, 'Starter Course'],
      [MANGO_IDS.starter, 'Starter Course'],
      [MANGO_IDS.yearly, 'Pro Yearly'],
      ['webinar pass', undefined],
      ['Startr Course', undefined],
    ]);
    expect(rows[3]?.errors[0]?.message).toBe(
      `2 Mangoes are named "webinar pass" (ignoring letter case and spaces): "Webinar Pass" (${MANGO_IDS.webinar}), "webinar  PASS" (${WEBINAR_TWIN}). Write the id of the one you mean.`,
    );
    expect(rows[4]?.errors[0]?.message).toContain(
      `No Mango of this profile is named "Startr Course". It is not a Mango id (24 hexadecimal characters) either. Close names: "Starter Course" (${MANGO_IDS.starter}).`,
    );

    const job = await call('bulkJobs.start', {
      importId: imported.importId,
      includeAlreadySubscribed: false,
      concurrency: 2,
    });
    const done = await finished(job.id);
    expect(done.counts).toMatchObject({ succeeded: 3, failed: 0 });
    expect(done.mangoes).toEqual(
      expect.arrayContaining([
        { id: MANGO_IDS.starter, title: 'Starter Course', rows: 2 },
        { id: MANGO_IDS.yearly, title: 'Pro Yearly', rows: 1 },
      ]),
    );
    // The job's file keeps the file's cells as written and the ids that were sent.
    const stored = JSON.parse(await readFile(jobPaths(dataDir, 'sandbox', job.id).jobFile, 'utf8')) as {
      rows: { cells: string[]; body: { mangoId: string } }[];
    };
    expect(stored.rows.map((r) => [r.cells[3], r.body.mangoId])).toEqual([
      ['Starter Course', MANGO_IDS.starter],
      ['  starter   COURSE ', MANGO_IDS.starter],
      [MANGO_IDS.yearly.toUpperCase(), MANGO_IDS.yearly],
    ]);

    // The same people by id, or by another spelling of the name, are sent before: never twice.
    const again = await importText(
      'courses by id.csv',
      'Name,Email,Phone,Mango\n' +
        `Name One,name.one@names.test,9876501001,${MANGO_IDS.starter}\n` +
        'Name Two,name.two@names.test,9876501002,Starter Course\n' +
        'Name Three,name.three@names.test,9876501003,pro yearly\n',
    );
    const second = await call('bulkJobs.validate', {
      importId: again.importId,
      mapping: again.mapping,
      mangoIdForAll: null,
    });
    expect(second).toMatchObject({ valid: 3, history: { migrated: 3 } });
  });

  it('main checks the one Mango for every row itself, whatever the page sends', async () => {
    const imported = await importText('no mango.csv', 'Name,Email,Phone\nA B,a.b@names.test,9876501011\n');
    const summary = await call('bulkJobs.validate', {
      importId: imported.importId,
      mapping: imported.mapping,
      mangoIdForAll: MANGO_IDS.foreign,
    });
    expect(summary).toMatchObject({ valid: 0, invalid: 1 });
    const { rows } = await call('bulkJobs.rows', {
      importId: imported.importId,
      filter: 'all',
      offset: 0,
      limit: 1,
    });
    expect(rows[0]?.errors[0]?.message).toBe(
      `Mango id "${MANGO_IDS.foreign}" is not one of this profile's Mangoes.`,
    );
  });
});

describe('badge names in a badges file', () => {
  it('match the service’s badges, shown beside their ids', async () => {
    const imported = await importText(
      'badges.csv',
      'User ID,Badges\n' +
        `${nthId('user', 1)},rising star; Moderator\n` +
        `${nthId('user', 2)},Rising Star;Gold Star\n`,
      'assign-badges',
    );
    const summary = await call('bulkJobs.validate', {
      importId: imported.importId,
      mapping: imported.mapping,
      mangoIdForAll: null,
    });
    expect(summary).toMatchObject({ valid: 1, invalid: 1 });
    const { rows } = await call('bulkJobs.rows', {
      importId: imported.importId,
      filter: 'all',
      offset: 0,
      limit: 10,
    });
    const moderator = nthId('badge', 3);
    expect(rows[0]?.values.badges).toBe(`${BADGE_IDS.risingStar}; ${moderator}`);
    expect(rows[0]?.names).toEqual({ [BADGE_IDS.risingStar]: 'Rising Star', [moderator]: 'Moderator' });
    expect(rows[1]?.errors.map((e) => e.message)).toEqual([
      'No badge of this profile is named "Gold Star". It is not a badge id (24 hexadecimal characters) either. Use a name or id as the Badges screen shows it.',
    ]);
  });
});

describe('the one Mango for every row, remembered with the mapping', () => {
  const header = 'Full Name,E-mail,Mobile\n';
  const file = (n: number) => `${header}Same Columns,same.columns${n}@names.test,98765010${20 + n}\n`;

  it('opens the next file with these columns on the same Mango, per kind', async () => {
    const first = await importText('cohort1.csv', file(1));
    expect(first.mangoIdForAll).toBeUndefined();
    await call('bulkJobs.validate', {
      importId: first.importId,
      mapping: first.mapping,
      mangoIdForAll: WORKSHOP,
    });
    await call('bulkJobs.saveMapping', {
      headers: first.headers,
      mapping: first.mapping,
      mangoIdForAll: WORKSHOP,
    });
    const second = await importText('cohort2.csv', file(2));
    expect(second.mangoIdForAll).toBe(WORKSHOP);
    expect(second.mangoForAllNotice).toBeUndefined();
    const summary = await call('bulkJobs.validate', {
      importId: second.importId,
      mapping: second.mapping,
      mangoIdForAll: second.mangoIdForAll ?? null,
    });
    expect(summary).toMatchObject({ valid: 1, invalid: 0, unmapped: [] });
    // The same columns for another kind do not inherit it.
    const revoke = await importText('revoke.csv', 'E-mail,User ID,Note\na@b.test,,x\n', 'revoke-user');
    expect(revoke.mangoIdForAll).toBeUndefined();
    // Choosing the Mango column instead forgets it.
    await call('bulkJobs.saveMapping', {
      headers: second.headers,
      mapping: second.mapping,
      mangoIdForAll: null,
    });
    expect((await importText('cohort3.csv', file(3))).mangoIdForAll).toBeUndefined();
  });

  it('drops, with a word, a remembered Mango that no longer exists on the service', async () => {
    const first = await importText('cohort4.csv', file(4));
    await call('bulkJobs.saveMapping', {
      headers: first.headers,
      mapping: first.mapping,
      mangoIdForAll: WORKSHOP,
    });
    const record = sandbox.core().state.byId('mangoes', WORKSHOP);
    if (!record) throw new Error('the workshop Mango is missing');
    record.isDeleted = true;
    sandbox.core().state.changed();
    await restart();
    const next = await importText('cohort5.csv', file(5));
    expect(next.mangoIdForAll).toBeUndefined();
    expect(next.mangoForAllNotice).toBe(
      `The Mango chosen for every row of the last file with these columns, “Spring Workshop” (${WORKSHOP}), no longer exists on the service, so it was not applied: choose a Mango for every row again, or map the Mango column.`,
    );
    // Said once: the choice is forgotten.
    const after = await importText('cohort6.csv', file(6));
    expect(after.mangoForAllNotice).toBeUndefined();
    expect(after.mangoIdForAll).toBeUndefined();
  });
});
