import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FooterSettings } from '@stagelink/contracts';
import { LazyLegalDialog } from './lazy-parts';
import type { LegalDocument } from './legal-dialog';

/** An empty URL or the placeholder '#' means the built-in text. */
export function hasOwnUrl(url: string | undefined): url is string {
  return Boolean(url && url.trim() && url.trim() !== '#');
}

const footerButton = 'inline-flex min-h-11 items-center rounded-md px-3 underline-offset-4 hover:underline';

export function SiteFooter({ footer }: { footer: FooterSettings }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<LegalDocument | null>(null);
  // The owner's own page is a plain link, which works without a script; the built-in text is a dialog.
  const legalLink = (document: LegalDocument, url: string, label: string) =>
    hasOwnUrl(url) ? (
      <a href={url} target="_blank" rel="noopener noreferrer" className={footerButton}>
        {label}
      </a>
    ) : (
      <button type="button" className={footerButton} onClick={() => setOpen(document)}>
        {label}
      </button>
    );
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
        {legalLink('privacy', footer.privacyPolicyUrl, t('footer.privacy'))}
        {legalLink('terms', footer.termsOfServiceUrl, t('footer.terms'))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <LazyLegalDialog document={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </footer>
  );
}
