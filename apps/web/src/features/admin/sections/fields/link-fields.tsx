import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { TextField } from '@/panel/form/text-field';

type Field = Parameters<typeof TextField<SectionFormValues>>[0];

/** The plain fields of the link and newsletter types (spec section 2, "Form fields per type"). */
export const LINK_FIELDS = {
  tiktok: [
    { name: 'data.username', label: 'admin.fields.username', placeholder: 'yourname' },
    { name: 'data.url', label: 'admin.fields.profileUrl', kind: 'url', placeholder: 'https://www.tiktok.com/@yourname' },
  ],
  spotify: [
    { name: 'data.artistName', label: 'admin.fields.artistName' },
    { name: 'data.description', label: 'admin.fields.description', kind: 'long', rows: 2 },
    { name: 'data.url', label: 'admin.fields.profileUrl', kind: 'url', placeholder: 'https://open.spotify.com/artist/…' },
  ],
  newsletter: [
    { name: 'data.description', label: 'admin.fields.description', kind: 'long', rows: 2 },
    { name: 'data.buttonText', label: 'admin.fields.buttonText', maxLength: 100 },
  ],
  applemusic: [
    { name: 'data.artistName', label: 'admin.fields.artistName' },
    { name: 'data.url', label: 'admin.fields.appleMusicUrl', kind: 'url', placeholder: 'https://music.apple.com/…' },
  ],
  custom: [
    { name: 'data.description', label: 'admin.fields.descriptionOptional', kind: 'long', rows: 2 },
    { name: 'data.url', label: 'admin.fields.linkUrl', kind: 'url', placeholder: 'https://…' },
    {
      name: 'data.logoUrl',
      label: 'admin.fields.logoUrl',
      kind: 'url',
      placeholder: 'https://…/logo.png',
      hint: 'admin.fields.logoHint',
    },
  ],
} satisfies Record<string, Field[]>;

export type LinkFieldsType = keyof typeof LINK_FIELDS;

export function LinkFields({ type }: { type: LinkFieldsType }) {
  const { t } = useTranslation();
  return (
    <>
      {(LINK_FIELDS[type] as Field[]).map((field) => (
        <TextField<SectionFormValues> key={field.name} {...field} label={t(field.label)} hint={field.hint && t(field.hint)} />
      ))}
    </>
  );
}

/** Instagram: the profile URL may be left out; the page then makes it from the username, as the hint shows. */
export function InstagramFields() {
  const { t } = useTranslation();
  const username = (useFormContext<SectionFormValues>().watch('data.username') ?? '').trim().replace(/^@/, '');
  const generated = username ? `https://www.instagram.com/${encodeURIComponent(username)}` : 'https://www.instagram.com/<username>';
  return (
    <>
      <TextField<SectionFormValues>
        name="data.username"
        label={t('admin.fields.username')}
        placeholder={t('admin.option.usernamePlaceholder')}
      />
      <TextField<SectionFormValues>
        name="data.url"
        label={t('admin.fields.profileUrlOptional')}
        kind="url"
        placeholder={generated}
        hint={t('admin.fields.generatedHint', { url: generated })}
      />
    </>
  );
}
