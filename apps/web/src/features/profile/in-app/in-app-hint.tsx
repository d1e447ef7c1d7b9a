import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { inAppHintDismissed } from '@/lib/preferences';
import { inAppBrowserOf, type InAppBrowser } from './in-app-browser';

const LazyInAppBanner = lazyComponent(() => import('./in-app-banner'), 'InAppBanner');

let detected: InAppBrowser | null | undefined;
/** The app's browser this page is in, unless the visitor closed the hint before: read once, it does not change. */
const thisBrowser = () => (detected ??= inAppHintDismissed() ? null : inAppBrowserOf(navigator.userAgent));
const noChanges = () => () => undefined;
// The server's page has no hint: hydration matches it, then the browser's own answer is rendered.
const onTheServer = () => null;

/**
 * The hint to leave an app's browser (docs/decisions.md, D-127). The banner's code is fetched
 * only in an app's browser that has not been told yet: any other browser downloads nothing for it.
 */
export function InAppHint({ aboveBottomBar, held }: { aboveBottomBar: boolean; held: boolean }) {
  const browser = useSyncExternalStore(noChanges, thisBrowser, onTheServer);
  // One banner at a time: the tracking question, when the page asks it, comes first.
  if (!browser || held) return null;
  return (
    <Suspense fallback={null}>
      <LazyInAppBanner browser={browser} aboveBottomBar={aboveBottomBar} />
    </Suspense>
  );
}
