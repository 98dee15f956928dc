import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NavigationBar } from '../../../../src/renderer/src/app/shell/NavigationBar';
import { navigationSections } from '../../../../src/renderer/src/app/navigation';
import { screenCodeSettled } from '../screens-loaded';

// No screen code may still be loading when the file ends (the files of a worker share their modules).
afterAll(screenCodeSettled);

const DESCRIPTION = 'Every call to the service';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mountNavigation() {
  render(
    <MantineProvider>
      <NavigationBar
        sections={navigationSections}
        activeId="video-calls"
        onSelect={() => {}}
        appInfo={null}
      />
    </MantineProvider>,
  );
  return screen.getByTestId('nav-activity');
}

async function hoverUntilShown(link: HTMLElement): Promise<HTMLElement> {
  fireEvent.pointerEnter(link, { pointerType: 'mouse' });
  return waitFor(() => screen.getByRole('tooltip'), { timeout: 2000 });
}

describe("the navigation's descriptions", () => {
  afterEach(cleanup);

  it('creates no tooltip until the pointer or the focus reaches an area', () => {
    mountNavigation();
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(0);
    expect(screen.queryByText(DESCRIPTION)).toBeNull();
  });

  it('shows the description once the mouse rests on the area, and describes the link with it', async () => {
    const link = mountNavigation();
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    await sleep(150);
    // Not at once: the mouse has to rest (400 ms), as with the Tooltip it replaces.
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await waitFor(() => screen.getByRole('tooltip'), { timeout: 2000 });
    expect(tooltip.textContent).toBe(DESCRIPTION);
    const describedBy = link.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(DESCRIPTION);
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('does not show on a touch, and Escape hides a shown description', async () => {
    const link = mountNavigation();
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    await sleep(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await hoverUntilShown(link);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('does not show when the mouse leaves before the delay', async () => {
    const link = mountNavigation();
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    await sleep(100);
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    await sleep(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on a click and stays hidden while the pointer rests on the area', async () => {
    const link = mountNavigation();
    await hoverUntilShown(link);
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // The pointer moves a little over the same link: no new description over the screen just opened.
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    await sleep(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(link.getAttribute('aria-describedby')).toBeNull();
    // Once it has left, resting on the link describes it again (the link is described while it shows).
    fireEvent.pointerLeave(link, { pointerType: 'mouse' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    await waitFor(() => expect(link.getAttribute('aria-describedby')).toBeTruthy(), { timeout: 2000 });
  });

  it('a click before the delay has passed stops the description from opening', async () => {
    const link = mountNavigation();
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    await sleep(100);
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    await sleep(600);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Enter on a focused area hides its description', async () => {
    const link = mountNavigation();
    await hoverUntilShown(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
