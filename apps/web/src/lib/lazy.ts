import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

type Loader<M> = () => Promise<M>;

export interface Preloadable {
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
  onLoaded: (listener: () => void) => () => void;
}

/**
 * A component that is not needed for the first render (dialogs, menus, forms) comes in its
 * own chunk. `preload` starts the download early, so the first tap does not wait.
 */
export function lazyComponent<M, K extends keyof M>(load: Loader<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  let loading: Promise<M> | null = null;
  let loaded = false;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = true;
      listeners.forEach((listener) => listener());
      return module;
    }));
  const onLoaded = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const Component: LazyExoticComponent<ComponentType<Props>> = lazy(async () => ({
    default: (await preload())[name] as ComponentType<Props>,
  }));
  return Object.assign(Component, { preload, isLoaded: () => loaded, onLoaded });
}

/**
 * Whether a lazy component's code has arrived. Rendering it only then keeps the first render
 * from starting any download; until then the caller shows a stand-in.
 */
export function useLoaded(component: Preloadable): boolean {
  return useSyncExternalStore(component.onLoaded, component.isLoaded);
}

/** Fetches chunks once the browser is idle after the first render. */
export function preloadWhenIdle(...components: Preloadable[]): () => void {
  const run = () => components.forEach((component) => void component.preload());
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
