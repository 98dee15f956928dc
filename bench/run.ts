// `npm run bench`: every benchmark of the console, run side by side in one process so the figures compare.
// Each suite returns plain figures; this prints them and writes out/bench/<time>.json. Pick suites with
// `npm run bench -- sandbox client`.
import { mkdir, writeFile } from 'node:fs/promises';
import { runAnalyticsBench } from './analytics';
import { runClientBench } from './client';
import { runCommandMenuBench } from './command-menu';
import { runCommunityBench } from './community';
import { runEngagementBench } from './engagement';
import { runHomeBench } from './home';
import { runMangoesBench } from './mangoes';
import { runMigrationBench } from './migration';
import { runSandboxBench } from './sandbox';
import { runSandboxLookupsBench } from './sandbox-lookups';
import { runStartupBench } from './startup';
import { runVideoCallsBench } from './video-calls';

// Browser-side suites (video calls, mangoes, analytics, community) need a renderer build: `npm run build`.
const suites: Record<string, () => Promise<Record<string, unknown>>> = {
  startup: runStartupBench,
  sandbox: runSandboxBench,
  'sandbox-lookups': runSandboxLookupsBench,
  client: runClientBench,
  'video-calls': runVideoCallsBench,
  mangoes: runMangoesBench,
  analytics: runAnalyticsBench,
  migration: runMigrationBench,
  community: runCommunityBench,
  engagement: runEngagementBench,
  'command-menu': runCommandMenuBench,
  home: runHomeBench,
};

const wanted = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const names = wanted.length > 0 ? wanted : Object.keys(suites);
const results: Record<string, unknown> = {
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  startedAt: new Date().toISOString(),
};

for (const name of names) {
  const suite = suites[name];
  if (!suite) {
    process.stderr.write(`Unknown benchmark "${name}". Known: ${Object.keys(suites).join(', ')}\n`);
    process.exit(2);
  }
  process.stdout.write(`\n== ${name} ==\n`);
  const figures = await suite();
  results[name] = figures;
  for (const [key, value] of Object.entries(figures)) {
    process.stdout.write(`  ${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}\n`);
  }
}

await mkdir('out/bench', { recursive: true });
const file = `out/bench/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`\nFigures written to ${file}\n`);
