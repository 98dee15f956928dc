import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads when it is first shown, or earlier through `preload()`. */
export type LazyScreen<P = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
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
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(async () => {
    const module = await preload();
    const screen = module[exportName];
    if (typeof screen !== 'function' && typeof screen !== 'object') {
      throw new Error(`The screen's code has no export named ${exportName}`);
    }
    return { default: screen as ComponentType<PropsOf<M[K]>> };
  });
  return Object.assign(component, { preload });
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
