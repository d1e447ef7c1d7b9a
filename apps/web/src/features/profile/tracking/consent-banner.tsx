import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FooterSettings, PageTrackers } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { LegalLink } from '@/features/profile/components/legal-link';
import { useElementHeight } from '@/hooks/use-element-height';
import { bannerAskedFor, chooseTracking, pageTrackers } from './consent-store';
import { forgetTrackerCookies } from './tracker-cookies';

interface ConsentBannerProps {
  footer: FooterSettings;
  /** The owner pinned the booking button to a bar at the bottom: the banner sits above it. */
  aboveBottomBar: boolean;
}

/** Vendors' names stay as they are in every language. */
const VENDOR_NAMES: Record<Exclude<keyof PageTrackers, 'customScripts'>, string> = {
  googleAnalytics: 'Google Analytics',
  googleTagManager: 'Google Tag Manager',
  facebookPixel: 'Meta Pixel',
};

/**
 * Asks the visitor before any tracker loads (docs/decisions.md, D-88): what would load, the
 * privacy text, and Refuse and Accept side by side, the same size and look. It covers the bottom
 * of the screen only, never the top bar or a bottom bar, and moves nothing: it is fixed, and a
 * space as tall as it is added after the page, so the footer can still be scrolled above it.
 */
export function ConsentBanner({ footer, aboveBottomBar }: ConsentBannerProps) {
  const { t, i18n } = useTranslation();
  const [banner, height] = useElementHeight<HTMLElement>();
  // Opened from the footer's link, it takes the focus; shown by itself, it leaves the focus alone.
  useEffect(() => {
    if (bannerAskedFor()) banner.current?.focus();
  }, [banner]);
  const trackers = pageTrackers();
  if (!trackers) return null;
  const refuse = () => {
    forgetTrackerCookies();
    chooseTracking('refused');
  };
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={banner}
        tabIndex={-1}
        aria-labelledby="consent-title"
        className={clsx(
          'fixed inset-x-0 z-50 mx-auto max-w-xl px-3 outline-none',
          aboveBottomBar
            ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] pb-2'
            : 'bottom-0 pb-[calc(0.75rem+env(safe-area-inset-bottom))]',
        )}
        data-testid="consent-banner"
      >
        <div className="rounded-2xl bg-white px-4 pb-4 pt-1 text-slate-900 shadow-2xl ring-1 ring-black/10 dark:bg-neutral-900 dark:text-white dark:ring-white/15">
          <div className="flex flex-wrap items-center justify-between gap-x-3">
            <h2 id="consent-title" className="text-base font-bold">
              {t('consent.title')}
            </h2>
            <LegalLink
              document="privacy"
              url={footer.privacyPolicyUrl}
              label={t('footer.privacy')}
              className="-mx-2 inline-flex min-h-11 items-center px-2 text-sm font-medium underline underline-offset-4"
            />
          </div>
          <p className="text-sm">{t('consent.text', { services: servicesOf(trackers, t, i18n.language) })}</p>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <Button onClick={refuse} data-testid="consent-refuse">
              {t('consent.refuse')}
            </Button>
            <Button onClick={() => chooseTracking('accepted')} data-testid="consent-accept">
              {t('consent.accept')}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** "Google Analytics, Meta Pixel and other scripts added by the artist", in the visitor's language. */
function servicesOf(trackers: PageTrackers, t: TFunction, language: string): string {
  const names = (Object.keys(VENDOR_NAMES) as (keyof typeof VENDOR_NAMES)[])
    .filter((kind) => trackers[kind] !== null)
    .map((kind) => VENDOR_NAMES[kind]);
  if (trackers.customScripts) names.push(t('consent.ownScripts'));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}
