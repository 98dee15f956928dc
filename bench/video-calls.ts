// Video calls: keystroke -> updated occurrence list for a daily call over one year (365 occurrences), in
// the web host in Chromium; plus the pure expansion in Node and how many network checks a typing burst makes.
import { launchBenchBrowser } from './browser';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expandSchedule } from '../src/shared/areas/video-calls/domain';
import { createMemorySecretStore } from '../src/main/platform/secrets/secret-store';
import { startWebHost } from '../src/main/app/web/server';

const OUT = process.env.CONSOLE_OUT_DIR ?? 'out';
const SAMPLES = 30;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    samples: values.length,
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}

function nodeExpansion() {
  const draft = {
    startDate: '2027-01-01',
    endDate: '2027-12-31',
    fromTime: '08:00',
    timezoneName: 'America/New_York',
    duration: 60,
    frequency: 'daily' as const,
  };
  expandSchedule(draft);
  const times: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const t = performance.now();
    expandSchedule({ ...draft, fromTime: `08:${String(i % 60).padStart(2, '0')}` }, { now: Date.now() });
    times.push(performance.now() - t);
  }
  return stats(times);
}

async function setDate(page: Page, id: string, value: string) {
  await page.getByTestId(id).fill(value);
  await page.getByTestId(id).press('Enter');
  await page.keyboard.press('Escape');
}

/** Time from keydown (stamped in the page) to the frame after the first row shows the new time. */
async function measureKeystroke(page: Page, digit: string): Promise<number> {
  // A string, not a function: tsx's name-keeping helpers do not exist inside the page.
  const expected = JSON.stringify(`08:0${digit}`);
  await page.evaluate(`window.__vc = new Promise((resolve) => {
    const input = document.querySelector('[data-testid="start-time"]');
    const list = document.querySelector('[data-testid="occurrence-list"]');
    let start = 0;
    input.addEventListener('keydown', () => { start = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const first = list.querySelector('[data-testid="occurrence-row"]');
      if (list.dataset.count === '365' && first && first.textContent.includes(${expected})) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }
    });
    observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
  }); 0`);
  await page.keyboard.press(digit);
  const ms = await page.evaluate(() => (window as unknown as { __vc: Promise<number> }).__vc);
  await page.keyboard.press('Backspace');
  return ms;
}

export async function runVideoCallsBench(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'video-calls-bench-'));
  const host = await startWebHost({
    dataDir,
    port: 0,
    rendererDir: `${OUT}/renderer`,
    webPreloadFile: `${OUT}/web/preload.js`,
    secretStore: createMemorySecretStore(),
  });
  const browser = await launchBenchBrowser();
  try {
    const list = await host.app.dispatch('profiles.list', {});
    const profiles = list.ok
      ? (list.value as { profiles: { kind: string; baseUrl: string }[] }).profiles
      : [];
    const base = profiles.find((p) => p.kind === 'sandbox')?.baseUrl ?? '';
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${host.url}#/video-calls`);
    await page.getByTestId('new-call').click();
    await page.getByTestId('frequency').getByText('Daily', { exact: true }).click();
    const start = DateTime.now().plus({ days: 2 });
    await setDate(page, 'start-date', start.toFormat('yyyy-MM-dd'));
    await setDate(page, 'end-date', start.plus({ days: 364 }).toFormat('yyyy-MM-dd'));
    await page.getByTestId('start-time').fill('08:00');
    await page.locator('[data-testid="occurrence-list"][data-count="365"]').waitFor();
    await page.getByTestId('start-time').press('Backspace');

    const keystrokes: number[] = [];
    for (let i = 0; i < SAMPLES + 3; i += 1) {
      const ms = await measureKeystroke(page, String((i % 9) + 1));
      if (i >= 3) keystrokes.push(ms); // the first few warm up the JIT
    }

    // A burst of 10 quick keystrokes makes one check-availability request, not ten.
    await fetch(`${base}/__sandbox/requests`, { method: 'DELETE' });
    await page.getByTestId('start-time').press('5');
    for (let i = 0; i < 10; i += 1) {
      await page.getByTestId('start-time').press('Backspace');
      await page.getByTestId('start-time').press(String(i % 10));
    }
    await page.waitForTimeout(1_500);
    const log = (await (await fetch(`${base}/__sandbox/requests`)).json()) as {
      entries: { operation: string | null }[];
    };
    const checks = log.entries.filter((e) => e.operation === 'checkVideoCallAvailability').length;

    return {
      keystrokeToOccurrenceList365: stats(keystrokes),
      targetMs: 50,
      expandSchedule365InNode: nodeExpansion(),
      availabilityRequestsFor10QuickKeystrokes: checks,
    };
  } finally {
    await browser.close();
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
