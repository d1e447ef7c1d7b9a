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
  let loaded: ComponentType<Props> | null = null;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<Props>;
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
  /** The component itself once its code is here: rendered directly, it never suspends, not even once. */
  const whenLoaded = () => loaded;
  return Object.assign(Component, { preload, isLoaded: () => loaded !== null, onLoaded, whenLoaded });
}

/**
 * A lazy component's own component once its code has arrived, else null, re-rendering when it
 * arrives. Rendering it only then keeps the first render from starting any download (until then
 * the caller shows a stand-in), and rendering it directly, not through Suspense, swaps the
 * stand-in for it in one step.
 */
export function useLoadedComponent<P>(component: Preloadable & { whenLoaded: () => ComponentType<P> | null }): ComponentType<P> | null {
  // The server renders the stand-in, and so does hydration, whatever has arrived by then.
  return useSyncExternalStore(component.onLoaded, component.whenLoaded, () => null);
}

/**
 * Readies parts for a later tap once the visitor first reaches for the page. Their files are
 * already fetched while the browser was idle (the page's loader prefetches them); what waits
 * for the visitor is running them, so a visitor who only reads spends no time on them, and the
 * first seconds of reading are not slowed by code for dialogs nobody opened (docs/decisions.md, D-72).
 */
export function preloadAfterFirstIntent(...components: Preloadable[]): () => void {
  return afterFirstIntent(() => components.forEach((component) => void component.preload()));
}

/** What shows a visitor is about to use the page rather than only read it. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Runs `run` once, after the visitor's first touch, key, pointer move, focus or scroll, when the
 * browser is next idle, so the gesture that started it is answered first. Answers how to call it off.
 */
export function afterFirstIntent(run: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const options = { capture: true, passive: true } as const;
  const stopListening = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, onIntent, options));
  function onIntent() {
    stopListening();
    cancelIdle = whenIdle(run);
  }
  INTENT_EVENTS.forEach((type) => window.addEventListener(type, onIntent, options));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/** Runs `run` once the browser is idle (at the latest after 3 s); answers how to call it off. */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
