import { Globe } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';

/** The language menu's button, shown on its own until the menu's code has arrived. */
export const LanguageButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function LanguageButton(props, ref) {
  const { t, i18n } = useTranslation();
  return (
    <Button ref={ref} variant="onImage" size="sm" className="shrink-0" data-testid="language-menu" {...props}>
      <Globe className="h-4 w-4" aria-hidden="true" />
      {/* Named by what it is and, as seen, by the language's code (WCAG 2.5.3). */}
      <span className="sr-only">{t('topBar.language')}</span>
      <span className="uppercase">{i18n.language as Language}</span>
    </Button>
  );
});
