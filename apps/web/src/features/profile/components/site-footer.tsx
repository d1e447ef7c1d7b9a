import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FooterSettings } from '@stagelink/contracts';
import { LazyLegalDialog } from './lazy-parts';
import type { LegalDocument } from './legal-dialog';

/** An empty URL or the placeholder '#' means the built-in text (spec section 2). */
export function hasOwnUrl(url: string | undefined): url is string {
  return Boolean(url && url.trim() && url.trim() !== '#');
}

export function SiteFooter({ footer }: { footer: FooterSettings }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const show = (document: LegalDocument, url: string) => {
    if (hasOwnUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
    else setOpen(document);
  };
  return (
    <footer className="mt-10 flex flex-col items-center gap-2 pb-24 text-center text-sm text-white/80" data-testid="site-footer">
      <p>
        © {footer.copyrightYear} {footer.copyrightName}. {t('footer.rights')}
      </p>
      <div className="flex gap-4">
        <button type="button" className="underline-offset-4 hover:underline" onClick={() => show('privacy', footer.privacyPolicyUrl)}>
          {t('footer.privacy')}
        </button>
        <button type="button" className="underline-offset-4 hover:underline" onClick={() => show('terms', footer.termsOfServiceUrl)}>
          {t('footer.terms')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <LazyLegalDialog document={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </footer>
  );
}
