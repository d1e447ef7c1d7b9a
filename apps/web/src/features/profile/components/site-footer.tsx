import { useTranslation } from 'react-i18next';
import type { FooterSettings } from '@stagelink/contracts';
import { openConsentBanner, useHasPageTrackers } from '@/features/profile/tracking/consent-store';
import { LegalLink } from './legal-link';

const footerButton = 'inline-flex min-h-11 items-center rounded-md px-3 underline-offset-4 hover:underline';

export function SiteFooter({ footer }: { footer: FooterSettings }) {
  const { t } = useTranslation();
  // Shown once the page knows it has trackers, after hydration: the server's render is shared
  // by every visitor and the owner. On a line of its own, so nothing above it moves (D-88).
  const hasTrackers = useHasPageTrackers();
  return (
    <footer className="mt-6 flex flex-col items-center gap-1 text-center text-sm text-white" data-testid="site-footer">
      <p>
        {/* The owner's name keeps its own direction, and its full stop its side, on a page of the other one. */}
        <bdi>
          © {footer.copyrightYear} {footer.copyrightName}.
        </bdi>{' '}
        {t('footer.rights')}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <LegalLink document="privacy" url={footer.privacyPolicyUrl} label={t('footer.privacy')} className={footerButton} />
        <LegalLink document="terms" url={footer.termsOfServiceUrl} label={t('footer.terms')} className={footerButton} />
      </div>
      {hasTrackers && (
        <button
          type="button"
          className={footerButton}
          onClick={(event) => openConsentBanner(event.currentTarget)}
          data-testid="cookie-settings"
        >
          {t('footer.cookies')}
        </button>
      )}
    </footer>
  );
}
