import { LANGUAGES } from '@stagelink/contracts';
import { useTranslations } from '../../api/get-translations';

/** UI Translations: what the interface strings are and where they come from (informational, spec section 2). */
export function UiTranslationsInfo() {
  const translations = useTranslations();
  const owners =
    translations.data?.filter((translation) => Object.values(translation.origins).some((origin) => origin === 'owner')).length ?? 0;
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      <p>
        The buttons, labels and messages of your page (the interface) come built in, in all {LANGUAGES.length} languages. Your visitors see
        them in the language they choose in the top bar.
      </p>
      <p>
        For each text the page looks first at the translations saved on your server, then at the built-in text for the language, then at the
        English one. &lsquo;Initialize Defaults&rsquo; saves every built-in text on the server; it never replaces a text you changed
        yourself.
      </p>
      {translations.data && (
        <p className="text-muted-foreground">
          Saved on the server: {translations.data.length} texts{owners > 0 ? `, ${owners} of them changed by you` : ''}.
        </p>
      )}
    </div>
  );
}
