/**
 * What a browser has and jsdom lacks, since jsdom lays nothing out: Radix measures elements
 * with ResizeObserver and scrolls and captures the pointer in its menus; the app asks
 * matchMedia for the screen's width and the system's colour scheme. Each stands in with the
 * answer of a phone-sized screen that never resizes.
 */
class StillResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function fillBrowserGaps(): void {
  globalThis.ResizeObserver ??= StillResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
