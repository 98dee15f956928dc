// Mango drafts: the pure work of one draft with every field changed (diff + rule checks + PATCH body), and
// opening the Drafts view with 500 stored drafts in the web host, in Chromium: cold (page load to the
// first rows) and warm (a click in the navigation to the rows), median of several runs.
import { launchBenchBrowser } from './browser';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mango } from '../src/shared/contract/mangoes';
import { diffDraft, type Changes, type MangoDraft } from '../src/shared/areas/mangoes/domain/draft';
import { mangoFields } from '../src/shared/areas/mangoes/domain/fields';
import { buildPatchBody } from '../src/shared/areas/mangoes/domain/patch';
import { validateChanges } from '../src/shared/areas/mangoes/domain/rules';
import { profileDir } from '../src/main/areas/deps';
import { startWebHost } from '../src/main/app/web/server';
import { starterCourse } from '../tests/unit/mangoes/sample-mango';

const OUT = process.env.CONSOLE_OUT_DIR ?? 'out';
const DRAFTS = 500;
const PURE_RUNS = 5_000;
const VIEW_RUNS = 5;

const base: Mango = starterCourse;

/** A new value for every writable leaf (the immutable ones keep theirs, as the rules demand). */
function everyFieldChanged(i: number): Changes {
  const changes: Changes = {};
  for (const field of mangoFields) {
    if (field.kind === 'clearGroup' || field.immutable === 'always' || field.path === 'recurringType')
      continue;
    if (field.path === 'descriptionHtml') continue; // rule 5: one description form per update
    switch (field.kind) {
      case 'boolean':
        changes[field.path] = true;
        break;
      case 'number':
      case 'integer':
        changes[field.path] = 10 + (i % 50);
        break;
      case 'enum':
        changes[field.path] = field.options?.[1] ?? 'USD';
        break;
      case 'url':
        changes[field.path] = `https://cdn.test/intro-${i}.mp4`;
        break;
      case 'urlList':
        changes[field.path] = [`https://cdn.test/c${i}.jpg`, `https://cdn.test/v${i}.mp4`];
        break;
      default:
        changes[field.path] = `${field.label} ${i}`;
    }
  }
  return changes;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

function pureBench() {
  const drafts = Array.from({ length: 200 }, (_, i) => everyFieldChanged(i));
  let fields = 0;
  for (let i = 0; i < 500; i += 1) fields = diffDraft(base, drafts[i % 200]!).length; // warm up
  const started = performance.now();
  for (let i = 0; i < PURE_RUNS; i += 1) {
    const changes = drafts[i % 200]!;
    diffDraft(base, changes);
    validateChanges(base, changes);
    buildPatchBody(base, changes);
  }
  const perDraftMs = (performance.now() - started) / PURE_RUNS;
  return {
    fieldsChanged: fields,
    perDraftMs: round(perDraftMs, 4),
    targetMs: 1,
    meetsTarget: perDraftMs < 1,
  };
}

async function viewBench() {
  const dataDir = await mkdtemp(join(tmpdir(), 'mango-bench-'));
  const at = new Date().toISOString();
  const drafts: MangoDraft[] = Array.from({ length: DRAFTS }, (_, i) => ({
    id: `bench-${i.toString().padStart(4, '0')}`,
    profileId: 'sandbox',
    mangoId: base._id!,
    title: `${base.title} #${i}`,
    base,
    baseFetchedAt: at,
    changes: everyFieldChanged(i),
    state: (['ready', 'draft', 'failed', 'conflict', 'applied'] as const)[i % 5]!,
    createdAt: at,
    updatedAt: new Date(Date.parse(at) - i * 1000).toISOString(),
  }));
  const dir = profileDir(dataDir, 'sandbox');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'mango-drafts.json'), JSON.stringify({ schemaVersion: 1, drafts }));
  const host = await startWebHost({
    dataDir,
    port: 0,
    rendererDir: `${OUT}/renderer`,
    webPreloadFile: `${OUT}/web/preload.js`,
  });
  const browser = await launchBenchBrowser();
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < VIEW_RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const started = performance.now();
      await page.goto(`${host.url}#/drafts`);
      await page.getByTestId('draft-row').first().waitFor();
      cold.push(performance.now() - started);
      await page.getByTestId('nav-profiles').click();
      await page.getByTestId('profiles-screen').waitFor();
      // Measured in the page, from the click on "Drafts" to the first rows painted: Playwright's own
      // actionability checks are not the console's cost.
      const inPage = (await page.evaluate(`new Promise((resolve) => {
        const t0 = performance.now();
        const check = () => document.querySelector('[data-testid=draft-row]') ? resolve(performance.now() - t0) : requestAnimationFrame(check);
        document.querySelector('[data-testid=nav-drafts]').click();
        check();
      })`)) as number;
      warm.push(inPage);
      await page.close();
    }
  } finally {
    await browser.close();
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    storedDrafts: DRAFTS,
    coldOpenMs: round(median(cold), 1),
    navigateOpenMs: round(median(warm), 1),
    targetMs: 300,
    meetsTarget: median(warm) < 300,
  };
}

export async function runMangoesBench(): Promise<Record<string, unknown>> {
  return { draftPipeline: pureBench(), draftsView: await viewBench() };
}
