// ESLint rules that read an import's path the way the bundler does (relative to the importing file, or
// through the `@shared` alias) and refuse it when it lands in a folder the importing file may not use.
// Package and global restrictions stay with ESLint's own no-restricted-imports / no-restricted-globals
// (see eslint.config.js); these two rules cover what a name pattern cannot: where a path ends up.
import { dirname, relative, resolve, sep } from 'node:path';

const ALIASES = { '@shared': 'src/shared' };

/** The repository-relative path (`src/main/x`) an import specifier points at, or null for a package. */
function importedPath(context, specifier) {
  const cwd = context.cwd;
  let absolute;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    absolute = resolve(dirname(context.filename), specifier);
  } else {
    const alias = Object.keys(ALIASES).find((a) => specifier === a || specifier.startsWith(`${a}/`));
    if (!alias) return null;
    absolute = resolve(cwd, ALIASES[alias] + specifier.slice(alias.length));
  }
  return repoPath(cwd, absolute);
}

function repoPath(cwd, absolute) {
  return relative(cwd, absolute).split(sep).join('/');
}

function isUnder(path, folder) {
  return path === folder || path.startsWith(`${folder}/`);
}

/** Calls `check(specifier, node)` for every static import, re-export and `import('literal')`. */
function onImports(check) {
  const visit = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string') check(source.value, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** `'local/no-import-from': ['error', { folders: ['src/main'], message: '...' }]` */
const noImportFrom = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse imports whose path resolves into one of the given folders.' },
    schema: [
      {
        type: 'object',
        properties: {
          folders: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['folders'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: '{{path}} is in {{folder}}/, which this file may not import. {{why}}' },
  },
  create(context) {
    const { folders, message = '' } = context.options[0] ?? { folders: [] };
    return onImports((specifier, node) => {
      const path = importedPath(context, specifier);
      if (path === null) return;
      const folder = folders.find((f) => isUnder(path, f));
      if (folder)
        context.report({ node, messageId: 'forbidden', data: { path: specifier, folder, why: message } });
    });
  },
};

/**
 * `'local/feature-isolation': ['error', { features: 'src/renderer/src/areas', allow: [...] }]`: a file in
 * `areas/<a>/` may not import anything in `areas/<b>/` but its `public.ts`, what `<b>` offers the
 * other areas (a screen's panel another screen shows). `allow` lists known exceptions as
 * `{ file, feature }` (the file, repository-relative, and the one other feature it may still import).
 */
const featureIsolation = {
  meta: {
    type: 'problem',
    docs: { description: "Refuse imports from one renderer feature into another feature's folder." },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, feature: { type: 'string' } },
              required: ['file', 'feature'],
              additionalProperties: false,
            },
          },
        },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        'areas/{{own}}/ may not import areas/{{other}}/ ({{path}}): import what {{other}} offers from areas/{{other}}/public.ts, move what both need to src/renderer/src/components/ or data/, or join them in app/navigation.ts / app/event-rules.ts.',
    },
  },
  create(context) {
    const { features, allow = [] } = context.options[0];
    // The feature a path belongs to: `areas/<name>/...` (a folder import such as `../profiles` counts).
    const featureOf = (path) =>
      path.startsWith(`${features}/`) ? (path.slice(features.length + 1).split('/')[0] ?? null) : null;
    const file = repoPath(context.cwd, context.filename);
    // Only files inside a feature's folder are held to this (not a file directly in areas/).
    const own = file.slice(features.length + 1).includes('/') ? featureOf(file) : null;
    if (!own) return {};
    return onImports((specifier, node) => {
      const path = importedPath(context, specifier);
      if (path === null) return;
      const other = path === features ? '*' : featureOf(path);
      if (other === null || other === own) return;
      if (/^public(\.tsx?)?$/.test(path.slice(features.length + 1 + other.length + 1))) return;
      if (allow.some((a) => a.file === file && a.feature === other)) return;
      context.report({ node, messageId: 'crossFeature', data: { own, other, path: specifier } });
    });
  },
};

export default {
  meta: { name: 'creator-console-boundaries' },
  rules: { 'no-import-from': noImportFrom, 'feature-isolation': featureIsolation },
};
