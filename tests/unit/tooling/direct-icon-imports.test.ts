import { describe, expect, it } from 'vitest';
import { directIconImports, rewriteIconImports } from '../../../scripts/vite/direct-icon-imports';

const known = new Set(['IconCheck', 'IconX', 'IconAlertTriangle']);
const hasIcon = (name: string) => known.has(name);

describe('direct icon imports', () => {
  it('imports each icon from its own module, on the same line, keeping local names', () => {
    const code = "import { IconCheck, IconX as Close } from '@tabler/icons-react';\nconst a = 1;\n";
    expect(rewriteIconImports(code, hasIcon)).toBe(
      "import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs'; " +
        "import Close from '@tabler/icons-react/dist/esm/icons/IconX.mjs';\nconst a = 1;\n",
    );
  });

  it('keeps a multi-line import to one line per line it had, so later lines keep their numbers', () => {
    const code = "import {\n  IconCheck,\n  IconAlertTriangle,\n} from '@tabler/icons-react';\nuse();\n";
    const out = rewriteIconImports(code, hasIcon) ?? '';
    expect(out.split('\n').at(-2)).toBe('use();');
    expect(out).toContain(
      "import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';",
    );
  });

  it('leaves what is not an icon module imported from the package', () => {
    const code = 'import { IconCheck, createReactComponent, IconGone } from "@tabler/icons-react";';
    expect(rewriteIconImports(code, hasIcon)).toBe(
      "import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs'; " +
        "import { createReactComponent, IconGone } from '@tabler/icons-react';",
    );
  });

  it('answers null for code that imports nothing it can move', () => {
    expect(rewriteIconImports("import { useState } from 'react';", hasIcon)).toBeNull();
    expect(rewriteIconImports("import { IconGone } from '@tabler/icons-react';", hasIcon)).toBeNull();
  });

  it('finds the installed icon modules and leaves node_modules alone', () => {
    const plugin = directIconImports();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = "import { IconCheck } from '@tabler/icons-react';";
    expect(transform(code, '/repo/src/renderer/src/App.tsx')?.code).toBe(
      "import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';",
    );
    expect(transform(code, '/repo/node_modules/x/index.js')).toBeNull();
    expect(transform(code, '/repo/src/renderer/src/styles.css')).toBeNull();
  });
});
