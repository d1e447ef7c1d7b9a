import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { inAppHintDismissed } from '@/lib/preferences';
import { inAppBrowserOf, type InAppBrowser } from './in-app-browser';

const LazyInAppBanner = lazyComponent(() => import('./in-app-banner'), 'InAppBanner');

/**
 * The hint to leave an app's browser (docs/decisions.md, D-127). The user agent is read after
 * the first render, which the server's page matches, and the banner's code is fetched only in
 * an app's browser that has not been told yet: any other browser downloads nothing for it.
 */
export function InAppHint({ aboveBottomBar, held }: { aboveBottomBar: boolean; held: boolean }) {
  const [browser, setBrowser] = useState<InAppBrowser | null>(null);
  useEffect(() => {
    if (!inAppHintDismissed()) setBrowser(inAppBrowserOf(navigator.userAgent));
  }, []);
  // One banner at a time: the tracking question, when the page asks it, comes first.
  if (!browser || held) return null;
  return (
    <Suspense fallback={null}>
      <LazyInAppBanner browser={browser} aboveBottomBar={aboveBottomBar} />
    </Suspense>
  );
}
