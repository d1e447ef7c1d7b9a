import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@stagelink/contracts';
import { useTranslations } from './api/get-translations';

/** UI Translations: what the interface strings are and where they come from (informational, spec section 2). */
export function UiTranslationsInfo() {
  const { t } = useTranslation();
  const translations = useTranslations();
  const owners =
    translations.data?.filter((translation) => Object.values(translation.origins).some((origin) => origin === 'owner')).length ?? 0;
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      <p>{t('admin.languages.uiInfo1', { count: LANGUAGES.length })}</p>
      <p>{t('admin.languages.uiInfo2')}</p>
      {translations.data && (
        <p className="text-muted-foreground">
          {owners > 0
            ? t('admin.languages.savedOnServerOwn', { count: translations.data.length, owners })
            : t('admin.languages.savedOnServer', { count: translations.data.length })}
        </p>
      )}
    </div>
  );
}
