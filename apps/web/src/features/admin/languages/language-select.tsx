import { useTranslation } from 'react-i18next';
import { ALL_LANGUAGES, LANGUAGES, type Language } from '@stagelink/contracts';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ADMIN_LANGUAGE_LABELS, languageName } from './language-labels';

interface LanguageSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  /** Adds "All languages" (the whole-page translation). */
  withAll?: boolean;
}

/** A picker of the ten languages, each with its flag and English name. */
export function LanguageSelect<Value extends string = Language>({
  id,
  label,
  value,
  onChange,
  withAll = false,
}: LanguageSelectProps<Value>) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Value)}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-64">
          {withAll && <SelectItem value={ALL_LANGUAGES}>🌐 {t('admin.languages.all')}</SelectItem>}
          {LANGUAGES.map((language) => (
            <SelectItem key={language} value={language}>
              {ADMIN_LANGUAGE_LABELS[language].flag} {languageName(language)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
