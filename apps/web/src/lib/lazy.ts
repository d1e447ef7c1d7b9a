import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Loader<M> = () => Promise<M>;

/**
 * A component that is not needed for the first render (dialogs, menus, forms) comes in its
 * own chunk. `preload` starts the download early, so the first click does not wait.
 */
export function lazyComponent<M, K extends keyof M>(load: Loader<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  let loading: Promise<M> | null = null;
  const preload = () => (loading ??= load());
  const Component: LazyExoticComponent<ComponentType<Props>> = lazy(async () => ({ default: (await preload())[name] as ComponentType<Props> }));
  return Object.assign(Component, { preload });
}

/** Fetches chunks once the browser is idle after the first render. */
export function preloadWhenIdle(...components: { preload: () => unknown }[]): () => void {
  const run = () => components.forEach((component) => component.preload());
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
