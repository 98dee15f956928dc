// Start-up: how soon a person can work after `npm start`, and what it costs.
//  - `npm start` (web host) to a listening, answering host: cold (a fresh build folder, so everything
//    builds) and warm (nothing changed), each in its own process as a person runs it;
//  - the first screen in Chromium: time from the page opening to the first area's heading painted, and the
//    JavaScript loaded before it (decoded bytes: what the engine parses), with the page's JS heap;
//  - the host's resident memory and the page's JS heap at rest, after opening every area once, and after
//    each of three rounds of 100 area switches, with the page's DOM counters (documents, nodes, JS event
//    listeners) at the same points, each measured at rest (see page-memory.ts: what closed screens left
//    to finish is let finish first; `settleBeforeMeasureMs` says how long that took);
//  - the floor: a bare React + Mantine page (an AppShell and a heading) built minified and served by the
//    same static-file code, measured the same way, side by side.
// `npm run bench -- startup`. Uses CONSOLE_OUT_DIR for the cold build, so `out/` is left alone.
// Options: `--runs=N` first-screen runs per page (5); `--compare-out=DIR` also measures the first screen of
// another build folder (say a copy of `out/` built from main) in the same interleaved runs, for a
// before/after from one run; `--cpu-profile=DIR` writes a CPU profile (.cpuprofile, open it in Chromium's
// DevTools Performance panel) of each first-screen run of the console (and of the compared build) into DIR;
// `--rounds=N` rounds of 100 switches (3), to see whether the heap levels off; `--heap-detail` also takes
// a heap snapshot at each of those points (slow: seconds each) and reports it split into V8's code, the
// app's objects and Blink's native objects, plus what grew between the last two rounds and who holds it;
// `--js-flags=FLAGS` starts the bench's Chromium with those V8 flags (diagnosis only, e.g. `--no-opt`).
import { launchBenchBrowser } from './browser';
import { pageMemory, type PageMemoryFigures } from './page-memory';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { expect, type Browser, type Page } from '@playwright/test';
import { readStatic } from '../src/main/app/web/static-files';

const ROOT = resolve(import.meta.dirname, '..');
const SWITCHES = 100;
const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;
/** Rounds of SWITCHES area switches, the heap and RSS measured after each (`--rounds=N`, 3). */
const SWITCH_ROUNDS = Number(option('rounds') ?? 3);
/** First-screen runs per page, interleaved console/floor; the median run is reported. */
const FIRST_SCREEN_RUNS = Number(option('runs') ?? 5);
/** A build folder (with web/ and renderer/) whose first screen is measured beside this one. */
const COMPARE_OUT = option('compare-out');
/** A folder for a CPU profile of each console (and compared) first-screen run. */
const CPU_PROFILE_DIR = option('cpu-profile');
/** A heap snapshot (summary, and growth between the last two rounds) at every switch measure. */
const HEAP_DETAIL = process.argv.includes('--heap-detail');
/** V8 flags for the bench's Chromium, to tell what the heap's code is (not for reported figures). */
const JS_FLAGS = option('js-flags');
const MB = 1024 * 1024;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

interface Started {
  child: ChildProcess;
  url: string;
  listeningMs: number;
  stop: () => Promise<void>;
}

/** Spawns a web host and resolves with its address once it printed it, and a way to stop it. */
async function spawnHost(
  args: string[],
  outDir: string,
  what: string,
): Promise<Omit<Started, 'listeningMs'>> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CONSOLE_OUT_DIR: outDir, CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolvePromise, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open: (\S+)/.exec(output);
      if (match?.[1]) resolvePromise(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before listening:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, url, stop };
}

/** Runs `node scripts/start.mjs --web` and resolves when it printed its address and the address answered. */
async function startConsole(outDir: string, dataDir: string): Promise<Started> {
  const t0 = performance.now();
  const args = ['scripts/start.mjs', '--web', '--port', '0', '--data-dir', dataDir];
  const host = await spawnHost(args, outDir, 'npm start');
  const answer = await fetch(host.url, { redirect: 'manual' });
  const listeningMs = performance.now() - t0;
  if (answer.status >= 400) throw new Error(`The started console answered ${answer.status}`);
  return { ...host, listeningMs: round(listeningMs, 0) };
}

/** The web host of an already built folder (no build step), as `npm start` runs it from that folder. */
async function startBuiltHost(outDir: string, dataDir: string): Promise<Started> {
  const host = join(resolve(outDir), 'web', 'host.mjs');
  const hostArgs = ['--port', '0', '--data-dir', dataDir];
  const code = `import(${JSON.stringify(host)}).then((m) => m.runWebHostCli(${JSON.stringify(hostArgs)}))`;
  return { ...(await spawnHost(['-e', code], resolve(outDir), host)), listeningMs: 0 };
}

/** Resident memory of a process in MB (Linux), null where /proc is not there. */
async function rssMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const text = await readFile(`/proc/${pid}/status`, 'utf8');
    return round(Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? NaN) / 1024);
  } catch {
    return null;
  }
}

// A string, not a function: tsx's helpers do not exist inside the page. Resolves at the first frame
// painted after the page's main area holds a level-2 heading (every screen's title).
const FIRST_SCREEN_PROBE = `
  window.__firstScreen = new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    const found = () => document.querySelector('main h2');
    const observer = new MutationObserver(() => { if (found()) { observer.disconnect(); done(); } });
    observer.observe(document, { subtree: true, childList: true });
  });`;

interface PageFigures {
  firstScreenMs: number;
  jsBeforeFirstScreenKB: number;
  jsFilesBeforeFirstScreen: number;
  jsHeapMB: number;
}

async function jsHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return round((metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / MB);
}

/**
 * Opens `url` in a fresh context (empty cache) and measures the first screen; with `profileFile`, the page's
 * CPU profile from before it opens to the first screen is written there (sampled every 0.2 ms).
 */
async function firstScreen(
  browser: Browser,
  url: string,
  profileFile?: string,
): Promise<{ page: Page; figures: PageFigures }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const profiler = profileFile ? await context.newCDPSession(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await page.addInitScript(FIRST_SCREEN_PROBE);
  await page.goto(url);
  const firstScreenMs = await page.evaluate(
    () => (window as unknown as { __firstScreen: Promise<number> }).__firstScreen,
  );
  if (profiler && profileFile) {
    const { profile } = await profiler.send('Profiler.stop');
    await profiler.detach();
    await writeFile(profileFile, JSON.stringify(profile));
  }
  const scripts = await page.evaluate(`performance.getEntriesByType('resource')
    .filter((e) => /\\.m?js(\\?|$)/.test(new URL(e.name).pathname))
    .map((e) => ({ end: e.responseEnd, bytes: e.decodedBodySize }))`);
  const before = (scripts as { end: number; bytes: number }[]).filter((s) => s.end <= firstScreenMs);
  return {
    page,
    figures: {
      firstScreenMs: round(firstScreenMs, 0),
      jsBeforeFirstScreenKB: round(before.reduce((sum, s) => sum + s.bytes, 0) / 1024, 0),
      jsFilesBeforeFirstScreen: before.length,
      jsHeapMB: await jsHeapMb(page),
    },
  };
}

/** Opens each area of the navigation by clicking it, and waits for its heading. */
async function openArea(page: Page, index: number): Promise<void> {
  const links = page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
  await links.nth(index).click();
  await page.locator('main h2').first().waitFor();
  // A locator, not a string predicate: polling a string needs eval, which the renderer's CSP refuses.
  await expect(page.locator('main [data-screen-loading]')).toHaveCount(0);
}

/** A bare React + Mantine page: the least any React + Mantine console could load before its first screen. */
async function startFloor(): Promise<{ url: string; server: Server; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'startup-floor-'));
  await build({
    stdin: {
      contents: `
        import '@mantine/core/styles.css';
        import { createRoot } from 'react-dom/client';
        import { AppShell, MantineProvider, NavLink, Title, Text } from '@mantine/core';
        createRoot(document.getElementById('root')).render(
          <MantineProvider>
            <AppShell navbar={{ width: 240, breakpoint: 'sm' }} padding="xl">
              <AppShell.Navbar><NavLink href="#/" label="Area" active /></AppShell.Navbar>
              <AppShell.Main><Title order={2}>First screen</Title><Text c="dimmed">Nothing else.</Text></AppShell.Main>
            </AppShell>
          </MantineProvider>,
        );`,
      loader: 'tsx',
      resolveDir: ROOT,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'floor.js'),
    logLevel: 'error',
  });
  const html = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/floor.css"></head>
    <body><div id="root"></div><script type="module" src="/floor.js"></script></body></html>`;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(html);
      return;
    }
    void readStatic(dir, path).then((file) => {
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
      res.end(file.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, server, dir };
}

export async function runStartupBench(): Promise<Record<string, unknown>> {
  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  // Inside the project: the renderer's modules resolve from its node_modules when built there.
  const outDir = await mkdtemp(join(ROOT, '.tmp', 'startup-out-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'startup-data-'));
  const browser = await launchBenchBrowser(JS_FLAGS ? [`--js-flags=${JS_FLAGS}`] : []);
  const floor = await startFloor();
  try {
    const cold = await startConsole(outDir, dataDir);
    await cold.stop();
    const warm = await startConsole(outDir, dataDir);
    const compareData = COMPARE_OUT ? await mkdtemp(join(tmpdir(), 'startup-compare-')) : undefined;
    const compare = COMPARE_OUT && compareData ? await startBuiltHost(COMPARE_OUT, compareData) : undefined;
    try {
      const rssAtRest = await rssMb(warm.child.pid);
      const consoleRuns: PageFigures[] = [];
      const floorRuns: PageFigures[] = [];
      const compareRuns: PageFigures[] = [];
      let page: Page | undefined;
      if (CPU_PROFILE_DIR) await mkdir(CPU_PROFILE_DIR, { recursive: true });
      const profileFile = (what: string, run: number) =>
        CPU_PROFILE_DIR ? join(resolve(CPU_PROFILE_DIR), `${what}-${run + 1}.cpuprofile`) : undefined;
      for (let i = 0; i < FIRST_SCREEN_RUNS; i += 1) {
        if (compare) {
          const compareRun = await firstScreen(browser, compare.url, profileFile('compare', i));
          compareRuns.push(compareRun.figures);
          await compareRun.page.context().close();
        }
        const consoleRun = await firstScreen(browser, warm.url, profileFile('console', i));
        consoleRuns.push(consoleRun.figures);
        if (page) await page.context().close();
        page = consoleRun.page;
        const floorRun = await firstScreen(browser, floor.url);
        floorRuns.push(floorRun.figures);
        await floorRun.page.context().close();
      }
      if (!page) throw new Error('no first-screen run');
      const loadAtFirstScreen = loadavg().map((l) => round(l, 2));
      const median = (runs: PageFigures[]) =>
        [...runs].sort((a, b) => a.firstScreenMs - b.firstScreenMs)[Math.floor(runs.length / 2)];

      const areas = await page.getByRole('navigation', { name: 'Areas' }).getByRole('link').count();
      for (let i = 0; i < areas; i += 1) await openArea(page, i);
      const memory = await pageMemory(page, HEAP_DETAIL);
      const settleMs = [await memory.settle()];
      const rssAfterEveryArea = await rssMb(warm.child.pid);
      const heapAfterEveryArea = await jsHeapMb(page);
      const memoryAfterEveryArea = await memory.measure();
      // Each round of switches ends on the area open at the measure above (the last one), so the heap
      // figures compare the same screen; the later rounds show whether growth levels off. The JS heap
      // counts V8's compiled code too, which grows while switching warms functions up: `--heap-detail`
      // tells it apart from the app's objects.
      const rssAfterSwitches: (number | null)[] = [];
      const heapAfterSwitches: number[] = [];
      const memoryAfterSwitches: PageMemoryFigures[] = [];
      let switchMs = 0;
      for (let round = 0; round < SWITCH_ROUNDS; round += 1) {
        const switchStart = performance.now();
        for (let i = 0; i < SWITCHES; i += 1) await openArea(page, i % areas);
        if (round === 0) switchMs = performance.now() - switchStart;
        await openArea(page, areas - 1);
        settleMs.push(await memory.settle());
        rssAfterSwitches.push(await rssMb(warm.child.pid));
        heapAfterSwitches.push(await jsHeapMb(page));
        memoryAfterSwitches.push(await memory.measure());
      }
      const grewInLastRound = memory.grewBetweenLastTwo();
      await memory.close();
      const perRound = <T>(values: readonly T[]) =>
        Object.fromEntries(values.map((v, round) => [`after${(round + 1) * SWITCHES}Switches`, v]));
      return {
        npmStartColdToListeningMs: cold.listeningMs,
        npmStartWarmToListeningMs: warm.listeningMs,
        targetWarmMs: 1000,
        firstScreen: {
          console: median(consoleRuns),
          floor: median(floorRuns),
          consoleRunsMs: consoleRuns.map((r) => r.firstScreenMs),
          floorRunsMs: floorRuns.map((r) => r.firstScreenMs),
          ...(compare
            ? {
                compareOut: COMPARE_OUT,
                compare: median(compareRuns),
                compareRunsMs: compareRuns.map((r) => r.firstScreenMs),
              }
            : {}),
          targetMs: 1000,
          targetJsKB: 1024,
          loadAverage: loadAtFirstScreen,
        },
        hostRssMB: {
          atRest: rssAtRest,
          afterEveryAreaOnce: rssAfterEveryArea,
          ...perRound(rssAfterSwitches),
        },
        pageJsHeapMB: {
          firstScreen: median(consoleRuns)?.jsHeapMB,
          afterEveryAreaOnce: heapAfterEveryArea,
          ...perRound(heapAfterSwitches),
        },
        settleBeforeMeasureMs: settleMs,
        pageDomCounters: {
          afterEveryAreaOnce: memoryAfterEveryArea.dom,
          ...perRound(memoryAfterSwitches.map((m) => m.dom)),
        },
        ...(HEAP_DETAIL
          ? {
              pageHeapSnapshotMB: {
                afterEveryAreaOnce: memoryAfterEveryArea.heap,
                ...perRound(memoryAfterSwitches.map((m) => m.heap)),
              },
              pageHeapGrowthInLastRound: grewInLastRound,
            }
          : {}),
        ...(JS_FLAGS ? { jsFlags: JS_FLAGS } : {}),
        areas,
        meanSwitchMs: round(switchMs / SWITCHES, 0),
        loadAverage: loadavg().map((l) => round(l, 2)),
      };
    } finally {
      await warm.stop();
      await compare?.stop();
      if (compareData) await rm(compareData, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
    floor.server.close();
    await rm(floor.dir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
