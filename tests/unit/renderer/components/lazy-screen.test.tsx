import { Component, Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen, useScreenCode } from '../../../../src/renderer/src/components/lazy-screen';

/** A module whose loading the test settles by hand. */
function deferredModule() {
  let resolve: (module: { Screen: () => ReactNode }) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ Screen: () => ReactNode }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  let loads = 0;
  const load = () => {
    loads += 1;
    return promise;
  };
  return { load, resolve, reject, loads: () => loads };
}

const screenModule = { Screen: () => <h2>The screen</h2> };

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** What a shell does: its own opening line until the code is here, the screen after. */
function Host({ screen: Screen }: { screen: ReturnType<typeof lazyScreen<typeof screenModule, 'Screen'>> }) {
  const ready = useScreenCode(Screen);
  return (
    <Boundary>
      <Suspense fallback={<p>Suspense fallback</p>}>{ready ? <Screen /> : <p>Opening…</p>}</Suspense>
    </Boundary>
  );
}

describe('lazyScreen', () => {
  afterEach(cleanup);

  it('renders code that arrived before the first render in that render, without a fallback', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load, 'Screen');
    expect(Screen.isLoaded()).toBe(false);
    const preloaded = Screen.preload();
    module.resolve(screenModule);
    await preloaded;
    expect(Screen.isLoaded()).toBe(true);

    render(
      <Suspense fallback={<p>Suspense fallback</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously there: no act() flush needed, and the fallback never showed.
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Suspense fallback')).toBeNull();
    expect(module.loads()).toBe(1);
  });

  it('shows the opening line until the code is here, then the screen, loading it once', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load, 'Screen');
    render(<Host screen={Screen} />);
    expect(screen.getByText('Opening…')).toBeTruthy();
    await act(async () => module.resolve(screenModule));
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByText('Suspense fallback')).toBeNull();
    expect(module.loads()).toBe(1);
  });

  it('hands a failed load to the error boundary, and loads again on the next try', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load, 'Screen');
    render(<Host screen={Screen} />);
    await act(async () => module.reject(new Error('chunk missing')));
    expect(await screen.findByText('Failed: chunk missing')).toBeTruthy();
    expect(Screen.isLoaded()).toBe(false);
    // The rejected load is not kept: a later preload asks for the code again.
    void Screen.preload().catch(() => undefined);
    expect(module.loads()).toBeGreaterThanOrEqual(2);
  });

  it('says which export is missing', async () => {
    // A module that lacks the export the screen names (a chunk from another build, say).
    const load = async () => ({ Other: () => null }) as unknown as typeof screenModule;
    const Screen = lazyScreen(load, 'Screen');
    await expect(Screen.preload()).rejects.toThrow("The screen's code has no export named Screen");
    render(
      <Boundary>
        <Suspense fallback={<p>Suspense fallback</p>}>
          <Screen />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText("Failed: The screen's code has no export named Screen")).toBeTruthy();
  });
});
