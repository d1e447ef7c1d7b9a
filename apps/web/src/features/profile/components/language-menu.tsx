import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@stagelink/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { changeLanguage } from '@/i18n/i18n';
import { LanguageButton } from './language-button';

export function LanguageMenu({
  open,
  onOpenChange,
  autoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  autoFocus?: boolean;
}) {
  const { i18n } = useTranslation();
  return (
    // Radix reads the direction from its own prop, not from the page: arrows and alignment follow it.
    <DropdownMenu open={open} onOpenChange={onOpenChange} dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        {/* Focus only where a keyboard user had already put it, on the stand-in this button replaces. */}
        <LanguageButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      {/* Spec section 2: the menu is at most 16rem tall and scrolls. */}
      <DropdownMenuContent align="end" className="max-h-64" data-testid="language-options">
        <DropdownMenuRadioGroup value={i18n.language} onValueChange={(value) => void changeLanguage(value as Language)}>
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
