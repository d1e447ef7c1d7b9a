import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The id the automatic-translation buttons point at, so a screen reader reads why they are off. */
export const NO_PROVIDER_NOTICE_ID = 'no-translation-provider';

/**
 * Said before any tap when the server has no translation provider (docs/decisions.md, D-108):
 * what the owner can do now, and what to ask whoever runs the site.
 */
export function NoProviderNotice() {
  const { t } = useTranslation();
  return (
    <div
      id={NO_PROVIDER_NOTICE_ID}
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{t('admin.languages.noProvider')}</p>
        <p>{t('admin.languages.noProviderText')}</p>
      </div>
    </div>
  );
}
