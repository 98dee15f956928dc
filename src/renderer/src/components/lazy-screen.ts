import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads when it is first shown, or earlier through `preload()`. */
export type LazyScreen<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** True once the code is here: rendering the component then does not suspend. */
  isLoaded: () => boolean;
};

/** The props of a module's component export. */
type PropsOf<V> = V extends ComponentType<infer P> ? P : never;

/**
 * Each area's screen is its own chunk (and the big sub-views of the first area are chunks of their own):
 * the page loads the shell and what the open screen shows, so the first screen does not wait for the code
 * of the others. `preload()` fetches the chunk without showing it (the shell does so for every area once
 * the first screen is up, so later switches do not wait). A failed load (a chunk missing after an update)
 * rejects, and the screen's error boundary shows it. Render it inside a `Suspense`.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): LazyScreen<PropsOf<M[K]>> {
  type Loaded = { default: ComponentType<PropsOf<M[K]>> };
  let loading: Promise<M> | undefined;
  let loaded: Loaded | undefined;
  const pick = (module: M): Loaded => {
    const screen = module[exportName];
    if (typeof screen !== 'function' && typeof screen !== 'object') {
      throw new Error(`The screen's code has no export named ${exportName}`);
    }
    return { default: screen as ComponentType<PropsOf<M[K]>> };
  };
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded ??= pick(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    // Code that arrived before the first render (the opening screen, preloaded while the shell renders,
    // or any screen after the background preload) is handed over at once: a promise would make React show
    // the fallback and then hold the screen back for its Suspense reveal throttle (300 ms).
    if (loaded) return settled(loaded);
    return preload().then(pick);
  });
  return Object.assign(component, { preload, isLoaded: () => loaded !== undefined });
}

/** A thenable already fulfilled: React.lazy reads it in the same render instead of suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => {
      onFulfilled?.(value);
      return thenable as never;
    },
  };
  return thenable as Promise<T>;
}

/**
 * Whether a screen's code is here, loading it when not. A shell renders its own "opening" line until
 * then and the screen after, in an ordinary update: a screen that suspended instead would be revealed by
 * React's Suspense retry, which it holds back until 300 ms after the fallback showed. A component that is
 * not a lazy screen counts as loaded; a failed load counts as loaded too, so rendering the screen throws
 * the error to its boundary.
 */
export function useScreenCode(screen: unknown): boolean {
  const lazyScreen = screen as Partial<LazyScreen> | null | undefined;
  const isLoaded = () => typeof lazyScreen?.isLoaded !== 'function' || lazyScreen.isLoaded();
  const [settledFor, setSettledFor] = useState<unknown>(null);
  const ready = settledFor === screen || isLoaded();
  useEffect(() => {
    if (ready || typeof lazyScreen?.preload !== 'function') return;
    let current = true;
    const settle = () => {
      if (current) setSettledFor(screen);
    };
    lazyScreen.preload().then(settle, settle);
    return () => {
      current = false;
    };
  }, [ready, screen, lazyScreen]);
  return ready;
}

/**
 * Once the first screen is up and the page is idle, fetches every other screen's code in the background,
 * one chunk after another, so switching areas later does not wait for the network or the parser.
 */
export function usePreloadScreens(screens: readonly unknown[], delayMs = 1500): void {
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        for (const screen of screens) {
          if (cancelled) return;
          const preload = (screen as Partial<LazyScreen> | null)?.preload;
          if (typeof preload === 'function') await preload().catch(() => undefined);
        }
      })();
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [screens, delayMs]);
}
