import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FooterSettings } from '@stagelink/contracts';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from '@/panel/form/form-field';
import type { ProfileFormValues } from './profile-form-values';

const FIELDS: {
  name: keyof FooterSettings;
  id: string;
  label: string;
  type: 'text' | 'url';
  placeholder?: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'copyrightName', id: 'footer-copyright-name', label: 'admin.profile.copyrightName', type: 'text' },
  { name: 'copyrightYear', id: 'footer-copyright-year', label: 'admin.profile.copyrightYear', type: 'text', inputMode: 'numeric' },
  { name: 'privacyPolicyUrl', id: 'footer-privacy', label: 'admin.profile.privacyUrl', type: 'url', placeholder: 'https://' },
  { name: 'termsOfServiceUrl', id: 'footer-terms', label: 'admin.profile.termsUrl', type: 'url', placeholder: 'https://' },
];

/** The copyright line and the two legal links; an empty link shows the page's built-in text (spec section 2). */
export function FooterFields() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfileFormValues>();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, id, label, type, placeholder, inputMode }) => {
          const error = errors.footerSettings?.[name]?.message;
          return (
            <FormField key={id} id={id} label={t(label)} error={error}>
              <Input
                id={id}
                type={type}
                inputMode={inputMode}
                placeholder={placeholder}
                autoCapitalize={type === 'url' ? 'off' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                {...register(`footerSettings.${name}`)}
              />
            </FormField>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground">{t('admin.profile.footerNote')}</p>
    </div>
  );
}
