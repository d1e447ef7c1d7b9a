import { clsx } from 'clsx';
import { ExternalLink, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementHeight } from '@/hooks/use-element-height';
import { dismissInAppHint } from '@/lib/preferences';
import { openInBrowserLink, type InAppBrowser } from './in-app-browser';

interface InAppBannerProps {
  browser: InAppBrowser;
  /** The owner pinned the booking button to a bar at the bottom: the banner sits above it. */
  aboveBottomBar: boolean;
}

/**
 * Offers, once, to open the page in the phone's browser, where booking calls, downloads and
 * logins work (docs/decisions.md, D-127): a link where the platform has one, and on iOS always
 * the instruction too, since not every app follows Safari's link. It is fixed at the bottom,
 * so it moves nothing on the page, with a space as tall as it after the page so the footer can
 * still be scrolled above it; closing or using it is remembered.
 */
export function InAppBanner({ browser, aboveBottomBar }: InAppBannerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [banner, height] = useElementHeight<HTMLElement>();
  if (!open) return null;
  const link = openInBrowserLink(browser, new URL(window.location.href));
  const dismiss = () => {
    dismissInAppHint();
    setOpen(false);
  };
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <aside
        ref={banner}
        aria-labelledby="in-app-text"
        className={clsx(
          'fixed inset-x-0 z-40 mx-auto max-w-xl px-3',
          aboveBottomBar
            ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] pb-2'
            : 'bottom-0 pb-[calc(0.75rem+env(safe-area-inset-bottom))]',
        )}
        data-testid="in-app-banner"
      >
        <div className="flex items-start gap-2 rounded-2xl bg-white py-2 pl-4 pr-1 text-sm text-slate-900 shadow-2xl ring-1 ring-black/10 dark:bg-neutral-900 dark:text-white dark:ring-white/15">
          <div className="min-w-0 flex-1 py-1">
            <p id="in-app-text">{t('inApp.text', { app: browser.app })}</p>
            {link && (
              <a
                href={link}
                onClick={dismissInAppHint}
                className="-mx-2 inline-flex min-h-11 items-center gap-1.5 px-2 font-semibold underline underline-offset-4"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t('inApp.open')}
              </a>
            )}
            {browser.platform !== 'android' && <p className="mt-1 text-slate-600 dark:text-neutral-300">{t('inApp.howTo')}</p>}
          </div>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('inApp.close')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
            data-testid="in-app-close"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </aside>
    </>
  );
}
