import { useFormContext } from 'react-hook-form';
import type { FooterSettings } from '@stagelink/contracts';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from '../form-field';
import type { ProfileFormValues } from './profile-form-values';

const FIELDS: {
  name: keyof FooterSettings;
  id: string;
  label: string;
  type: 'text' | 'url';
  placeholder?: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'copyrightName', id: 'footer-copyright-name', label: 'Copyright Name', type: 'text' },
  { name: 'copyrightYear', id: 'footer-copyright-year', label: 'Copyright Year', type: 'text', inputMode: 'numeric' },
  { name: 'privacyPolicyUrl', id: 'footer-privacy', label: 'Privacy Policy URL (optional)', type: 'url', placeholder: 'https://' },
  { name: 'termsOfServiceUrl', id: 'footer-terms', label: 'Terms of Service URL (optional)', type: 'url', placeholder: 'https://' },
];

/** The copyright line and the two legal links; an empty link shows the page's built-in text (spec section 2). */
export function FooterFields() {
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
            <FormField key={id} id={id} label={label} error={error}>
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
      <p className="text-sm text-muted-foreground">
        Leave a URL empty to show the built-in privacy policy or terms of service text on your page.
      </p>
    </div>
  );
}
