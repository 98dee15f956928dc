import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from '../../../../src/renderer/src/data/route';
import {
  navigation,
  navigationGroups,
  navigationSections,
} from '../../../../src/renderer/src/app/navigation';
import { Shell } from '../../../../src/renderer/src/app/shell/Shell';
import { fakeBridge, wrapper } from '../fake-bridge';
import { screenCodeSettled } from '../screens-loaded';

// The shell loads screen code in the background: none of it may still be loading when the file ends.
afterAll(screenCodeSettled);

function mountShell() {
  const fake = fakeBridge({ 'activity.list': () => ({ entries: [] }) });
  const Wrapper = wrapper(fake.api);
  render(
    <MantineProvider>
      <Wrapper>
        <Shell />
      </Wrapper>
    </MantineProvider>,
  );
}

describe('navigation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '#/');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

  it('puts every area in one section, and lists them section by section', () => {
    expect(new Set(navigation.map((area) => area.id)).size).toBe(navigation.length);
    for (const area of navigation) expect(navigationGroups).toContain(area.group);
    expect(navigationSections.flatMap((section) => section.areas)).toEqual(navigation);
    expect(navigationSections.map((section) => section.group)).toEqual(
      navigationGroups.filter((group) => navigation.some((area) => area.group === group)),
    );
    expect(navigation[0]?.id).toBe('home');
    expect(navigation.find((area) => area.id === 'activity')?.group).toBe('Console');
  });

  it('shows sections named for assistive technology, links in the order they show', async () => {
    mountShell();
    await screen.findByTestId('nav-activity');
    for (const section of navigationSections) {
      expect(screen.getByRole('group', { name: section.group }).querySelectorAll('a')).toHaveLength(
        section.areas.length,
      );
    }
    const links = screen.getAllByTestId(/^nav-/).map((link) => link.dataset.testid);
    expect(links).toEqual(navigation.map((area) => `nav-${area.id}`));
    expect(screen.getByRole('group', { name: 'Console' }).textContent).toContain('Activity');
    // Descriptions leave the list (they show on hover and focus), so every area fits on one screen.
    expect(screen.queryByText('Every call to the service')).toBeNull();
  });

  it("keeps the area highlighted and the window's title on a sub-view's address", async () => {
    mountShell();
    act(() => navigate(['activity', 'call', 'c-1']));
    await waitFor(() => expect(screen.getByTestId('nav-activity').getAttribute('aria-current')).toBe('page'));
    expect(document.title).toBe('Activity · Creator Console');
    act(() => navigate(['settings']));
    await waitFor(() => expect(document.title).toBe('Settings · Creator Console'));
    expect(screen.getByTestId('nav-activity').getAttribute('aria-current')).toBeNull();
  });
});
