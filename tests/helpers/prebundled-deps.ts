/**
 * The renderer's tests link the libraries they import: once per worker now that its files share modules
 * (vitest.config.ts), once per file when each file had a VM context. `@mantine/core` alone is some 400 ES
 * modules and zod some 80: linking them cost about 1.3 s and 0.25 s each time (side by side with the files
 * sharing modules: 54 and 58 CPU-s for the project with these bundles, 58 and 68 without). Here each such
 * library is bundled once into a single ES
 * module (its own files only; every package it imports stays an import, and one bundle importing
 * another imports that bundle, so React, Mantine's context and the query client stay one instance), and
 * the renderer project aliases the bare name to that file. This is what Vite's dependency optimizer does
 * for the renderer's own bundle; the code under test is the same library code. (The icons are imported
 * one module per icon instead, by the build's own plugin: scripts/vite/direct-icon-imports.ts.)
 *
 * The bundles live in `node_modules/.cache/prebundled-deps/`, named by the package's version and
 * esbuild's, so an upgrade builds a new one and a second run reuses them. They sit under
 * `node_modules` so that vitest loads them as external modules, as it loads the libraries themselves.
 */
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The libraries bundled, by the bare name the code imports; each entry is the package's ES module entry. */
export const PREBUNDLED = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/spotlight',
  '@mantine/form',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'zod',
] as const;

interface Alias {
  find: RegExp;
  replacement: string;
}

function packageRoot(root: string, name: string): string {
  // Some of these packages export no `./package.json`, so the folder is found, not resolved.
  const dir = join(root, 'node_modules', name);
  if (!existsSync(join(dir, 'package.json'))) {
    throw new Error(`prebundled-deps: ${name} is not installed in ${root}/node_modules (run npm ci)`);
  }
  return dir;
}

function moduleEntry(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    module?: string;
    exports?: Record<string, unknown>;
  };
  const dot = pkg.exports?.['.'];
  const fromExports =
    dot && typeof dot === 'object'
      ? ((dot as Record<string, unknown>).import ?? (dot as Record<string, unknown>).module)
      : undefined;
  const pick = (value: unknown): string | undefined =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? pick((value as Record<string, unknown>).default)
        : undefined;
  const entry = pick(fromExports) ?? pkg.module;
  if (!entry) throw new Error(`prebundled-deps: ${dir} names no ES module entry`);
  return join(dir, entry);
}

/**
 * Builds what is missing (a few hundred milliseconds per library, once per version) and returns the
 * aliases for vitest's `resolve.alias`.
 */
export async function prebundledDepAliases(root: string): Promise<Alias[]> {
  const cacheDir = join(root, 'node_modules', '.cache', 'prebundled-deps');
  mkdirSync(cacheDir, { recursive: true });
  const bundles = new Map(
    PREBUNDLED.map((name) => {
      const dir = packageRoot(root, name);
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        version: string;
      };
      const file = join(cacheDir, `${name.replace('/', '+')}@${version}.esbuild-${esbuildVersion}.mjs`);
      return [name, { dir, file }] as const;
    }),
  );
  // One bundle importing another (Mantine's dates importing its core) imports that bundle, so each
  // library exists once whichever way it is reached.
  const toBundles: Plugin = {
    name: 'prebundled-deps',
    setup(b) {
      b.onResolve({ filter: /^@/ }, (args) => {
        const bundle = bundles.get(args.path as (typeof PREBUNDLED)[number]);
        return bundle ? { path: `./${basename(bundle.file)}`, external: true } : undefined;
      });
    },
  };
  await Promise.all(
    [...bundles.values()].map(async ({ dir, file }) => {
      if (existsSync(file)) return;
      // Written beside and renamed: a run stopped midway, or a second run at the same moment, never
      // leaves a half bundle under the final name.
      const partial = `${file}.${process.pid}.partial.mjs`;
      await build({
        entryPoints: [moduleEntry(dir)],
        outfile: partial,
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        mainFields: ['module', 'main'],
        plugins: [toBundles],
        packages: 'external',
        logLevel: 'warning',
        legalComments: 'none',
      });
      renameSync(partial, file);
    }),
  );
  return [...bundles].map(([name, { file }]) => ({
    find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
    replacement: file,
  }));
}
