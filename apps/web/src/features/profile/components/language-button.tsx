import { Globe } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';

/** The language menu's button, shown on its own until the menu's code has arrived. */
export const LanguageButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function LanguageButton(props, ref) {
  const { t, i18n } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      className="gap-1.5 text-white hover:bg-white/15 hover:text-white"
      aria-label={t('topBar.language')}
      data-testid="language-menu"
      {...props}
    >
      <Globe className="h-4 w-4" aria-hidden="true" />
      <span className="uppercase">{i18n.language as Language}</span>
    </Button>
  );
});
