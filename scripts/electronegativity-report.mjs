#!/usr/bin/env node
// Advisory Electronegativity report on src/main, src/preload and src/renderer.
//
// Electronegativity is unmaintained and noisy (docs/security-review.md): it never fails the build. Our
// own unit tests hold every item of Electron's security checklist and do fail it. This script prints a
// summary, marks each finding as reviewed (with the reason in docs/security-review.md) or NEW, and writes
// the full SARIF report to out/electronegativity/. It exits 0 even when the tool cannot run, after a
// clear "advisory report could not run" line; set ELECTRONEGATIVITY_STRICT=1 to make that (and NEW
// findings) exit 1 instead.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out/electronegativity');
const SCANNED = ['main', 'preload', 'renderer'];
const STRICT = process.env.ELECTRONEGATIVITY_STRICT === '1';
const TIMEOUT_MS = 240_000;

/** Findings reviewed in docs/security-review.md: rule id, file (relative to src/), why it is fine. */
const REVIEWED = [
  [
    'CONTEXT_ISOLATION_JS_CHECK',
    'main/app/electron/window.ts',
    'options come from buildMainWindowOptions(); contextIsolation: true (window.test.ts)',
  ],
  [
    'SANDBOX_JS_CHECK',
    'main/app/electron/window.ts',
    'options come from buildMainWindowOptions(); sandbox: true and app.enableSandbox() (window.test.ts)',
  ],
  [
    'NODE_INTEGRATION_JS_CHECK',
    'main/app/electron/window.ts',
    'options come from buildMainWindowOptions(); nodeIntegration: false (window.test.ts)',
  ],
  [
    'AUXCLICK_JS_CHECK',
    'main/app/electron/window.ts',
    'middle-click opens a window: setWindowOpenHandler denies it (navigation.test.ts)',
  ],
  ['REMOTE_MODULE_JS_CHECK', 'main/app/electron/window.ts', 'the remote module was removed in Electron 14'],
  [
    'OPEN_EXTERNAL_JS_CHECK',
    'main/app/electron/navigation.ts',
    'only https: to an exact allow-listed host (navigation.test.ts)',
  ],
  [
    'OPEN_EXTERNAL_JS_CHECK',
    'main/app/handlers.ts',
    'calls the injected, allow-list-checked opener (navigation.test.ts)',
  ],
  [
    'OPEN_EXTERNAL_JS_CHECK',
    'main/app/electron/recording-links.ts',
    "only a recording's https address, read again from the service (recording-links.test.ts)",
  ],
  [
    'CSP_GLOBAL_CHECK',
    'main/app/electron/csp.ts',
    'the header value is a variable the tool cannot read; the policy is tested in csp.test.ts',
  ],
  [
    'CSP_GLOBAL_CHECK',
    'renderer/index.html',
    '"\'self\' can be problematic with JSONP/Angular/uploads": we serve none (csp.test.ts)',
  ],
];

function say(line = '') {
  process.stdout.write(`${line}\n`);
}

function cannotRun(reason) {
  say(`electronegativity: advisory report could not run: ${reason}`);
  say('electronegativity: the security checklist is still enforced by tests/unit/{bridge,electron,preload}.');
  process.exit(STRICT ? 1 : 0);
}

function findCli() {
  try {
    const require = createRequire(import.meta.url);
    const pkgPath = require.resolve('@doyensec/electronegativity/package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
    const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.electronegativity;
    const cli = join(dirname(pkgPath), bin ?? 'dist/index.js');
    return existsSync(cli) ? { cli, version: pkg.version } : null;
  } catch {
    return null;
  }
}

function electronVersion() {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')).version;
  } catch {
    return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies?.electron?.replace(
      /^[^\d]*/,
      '',
    );
  }
}

/** One scan of a copy of the three folders, so the global checks see main, preload and renderer together. */
function stageInput() {
  const staging = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  for (const folder of SCANNED) {
    const from = join(ROOT, 'src', folder);
    if (!existsSync(from)) continue;
    cpSync(from, join(staging, folder), {
      recursive: true,
      filter: (path) => !path.includes('node_modules'),
    });
  }
  return staging;
}

function location(result) {
  const physical = result.locations?.[0]?.physicalLocation;
  const uri = physical?.artifactLocation?.uri ?? 'N/A';
  const file = uri.startsWith('file:') ? 'N/A' : uri.replace(/^\.?\//, '');
  return { file, line: physical?.region?.startLine ?? 0 };
}

function reviewFor(ruleId, file) {
  return REVIEWED.find(([rule, reviewedFile]) => rule === ruleId && reviewedFile === file)?.[2];
}

const tool = findCli();
if (!tool)
  cannotRun('@doyensec/electronegativity or its CLI was not found (npm ci installs it as a dev dependency)');

mkdirSync(OUT, { recursive: true });
const sarifPath = join(OUT, 'report.sarif');
rmSync(sarifPath, { force: true });
const staging = stageInput();
const version = electronVersion();
say(
  `electronegativity ${tool.version} (advisory) on src/${SCANNED.join(', src/')}, assuming Electron ${version}`,
);

// Offline by design (scripts/electronegativity/offline.mjs): the tool would fetch translations and
// Electron's release list on every run; the suite sends nothing beyond this machine. The release check it
// skips is the job of `npm audit` and Electron upgrades (docs/security-review.md).
const offline = join(ROOT, 'scripts/electronegativity/offline.mjs');
const run = spawnSync(
  process.execPath,
  [
    '--import',
    pathToFileURL(offline).href,
    tool.cli,
    '-i',
    staging,
    '-o',
    sarifPath,
    '-r',
    ...(version ? ['-e', version] : []),
  ],
  { encoding: 'utf8', timeout: TIMEOUT_MS, cwd: staging },
);
rmSync(staging, { recursive: true, force: true });
const toolLog = `${run.stdout ?? ''}${run.stderr ?? ''}`;
writeFileSync(join(OUT, 'tool-output.txt'), toolLog);

if (run.error)
  cannotRun(
    `${run.error.code === 'ETIMEDOUT' ? `timed out after ${TIMEOUT_MS / 1000}s` : run.error.message}`,
  );
if (!existsSync(sarifPath)) {
  cannotRun(
    `the tool exited with ${run.status ?? run.signal} and wrote no report (see ${relative(ROOT, OUT)}/tool-output.txt)`,
  );
}

let results;
try {
  results = JSON.parse(readFileSync(sarifPath, 'utf8')).runs?.[0]?.results ?? [];
} catch (error) {
  cannotRun(`its report is not valid SARIF: ${error.message}`);
}

const rows = results.map((result) => {
  const { file, line } = location(result);
  const review = reviewFor(result.ruleId, file);
  return {
    rule: result.ruleId,
    level: result.level ?? 'note',
    file,
    line,
    message: result.message?.text ?? '',
    review,
  };
});
const fresh = rows.filter((row) => !row.review);

say(`${rows.length} finding(s): ${rows.length - fresh.length} reviewed, ${fresh.length} new`);
for (const row of rows) {
  const where = row.file === 'N/A' ? '(whole app)' : `src/${row.file}:${row.line}`;
  say(`  ${row.review ? 'reviewed' : 'NEW     '} ${row.level.padEnd(7)} ${row.rule} ${where}`);
  say(
    `           ${row.review ?? `${row.message.slice(0, 140)}: review it and record it in docs/security-review.md`}`,
  );
}
writeFileSync(
  join(OUT, 'summary.json'),
  `${JSON.stringify({ tool: tool.version, electron: version, findings: rows }, null, 2)}\n`,
);
say(`full report: ${relative(ROOT, sarifPath)} (SARIF), summary: ${relative(ROOT, OUT)}/summary.json`);
process.exit(STRICT && fresh.length > 0 ? 1 : 0);
