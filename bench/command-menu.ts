// The command menu's work per keystroke with a large cache: building every command from 1,000 cached items
// of each list (Mangoes, drafts, jobs, calls, courses, channels, badges, people) and ranking them for a
// query, as CommandMenu.tsx does. Pure code, measured in Node; the page adds its render of the few
// results shown (at most six a group).
import { performance } from 'node:perf_hooks';
import {
  buildCommands,
  matchCommands,
  type CommandSources,
} from '../src/renderer/src/app/command-menu/commands';

function sources(n: number): CommandSources {
  const items = (prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, i }));
  return {
    areas: Array.from({ length: 18 }, (_, i) => ({
      id: `area-${i}`,
      label: `Area ${i}`,
      description: 'A screen',
    })),
    profiles: [{ id: 'p', name: 'Sandbox', kind: 'sandbox' }],
    activeProfileId: 'p',
    mangoes: items('m').map(({ id, i }) => ({ id, title: `Masterclass plan ${i}` })),
    drafts: items('d').map(({ id, i }) => ({
      id,
      mangoId: `m${i}`,
      title: `Masterclass plan ${i}`,
      state: 'ready',
    })),
    jobs: items('j').map(({ id, i }) => ({
      id,
      fileName: `cohort-${i}.csv`,
      title: 'Add customers',
      status: 'finished',
      createdAt: '',
    })),
    calls: items('c').map(({ id, i }) => ({ id, title: `Weekly Q&A ${i}`, fromTime: 'Nov 28, 09:20' })),
    courses: items('k').map(({ id, i }) => ({ id, title: `Budgeting course ${i}` })),
    channels: items('ch').map(({ id, i }) => ({ id, name: `Channel ${i}` })),
    badges: items('b').map(({ id, i }) => ({ id, name: `Badge ${i}` })),
    people: items('u').map(({ id, i }) => ({ id, name: `Member ${i}`, email: `member${i}@example.test` })),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function runCommandMenuBench(): Promise<Record<string, unknown>> {
  const input = sources(1_000);
  const queries = ['m', 'ma', 'mas', 'master', 'masterclass plan 99', 'member42@example.test', 'zzz'];
  const build: number[] = [];
  const match: number[] = [];
  let commands = buildCommands(input);
  for (let run = 0; run < 30; run += 1) {
    const t0 = performance.now();
    commands = buildCommands(input);
    build.push(performance.now() - t0);
    for (const query of queries) {
      const t1 = performance.now();
      matchCommands(commands, query);
      match.push(performance.now() - t1);
    }
  }
  return {
    cachedItemsPerList: 1_000,
    commands: commands.length,
    buildMedianMs: Number(median(build).toFixed(2)),
    matchPerKeystrokeMedianMs: Number(median(match).toFixed(2)),
    matchPerKeystrokeWorstMs: Number(Math.max(...match).toFixed(2)),
  };
}
