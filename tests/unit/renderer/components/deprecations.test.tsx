import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { operationNames, operations } from '../../../../src/shared/contract/operations';
import { DeprecatedNote } from '../../../../src/renderer/src/components/DeprecatedNote';
import { deprecations } from '../../../../src/renderer/src/components/deprecations';

afterEach(cleanup);

describe('deprecated operations as the screens mark them', () => {
  it('lists exactly the operations the contract marks deprecated', () => {
    const marked = operationNames.filter((name) => (operations[name] as { deprecated?: boolean }).deprecated);
    expect(Object.keys(deprecations).sort()).toEqual([...marked].sort());
  });

  it('names only replacements that are themselves current operations', () => {
    for (const [name, info] of Object.entries(deprecations)) {
      if (!info?.replacement) continue;
      expect(operations[info.replacement], name).toBeDefined();
      expect((operations[info.replacement] as { deprecated?: boolean }).deprecated, name).not.toBe(true);
    }
  });

  it('shows the badge, the docs’ words and the replacement, with a link when it is elsewhere', () => {
    render(
      <MantineProvider>
        <DeprecatedNote operation="subscribeWebhookLegacy" />
      </MantineProvider>,
    );
    const note = screen.getByTestId('deprecated-subscribeWebhookLegacy');
    expect(note.textContent).toContain('Deprecated');
    expect(note.textContent).toContain('older webhook address');
    expect(note.textContent).toContain('Use instead: Subscribe a webhook.');
  });

  it('renders nothing for a current operation', () => {
    render(
      <MantineProvider>
        <DeprecatedNote operation="listBadges" />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('deprecated-listBadges')).toBeNull();
    expect(screen.queryByText('Deprecated')).toBeNull();
  });
});
