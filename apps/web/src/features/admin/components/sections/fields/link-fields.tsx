import { useFormContext } from 'react-hook-form';
import type { SectionFormValues } from '../section-form-values';
import { TextField } from './text-field';

type Field = Parameters<typeof TextField<SectionFormValues>>[0];

/** The plain fields of the link and newsletter types (spec section 2, "Form fields per type"). */
export const LINK_FIELDS = {
  tiktok: [
    { name: 'data.username', label: 'Username', placeholder: 'yourname' },
    { name: 'data.url', label: 'Profile URL', kind: 'url', placeholder: 'https://www.tiktok.com/@yourname' },
  ],
  spotify: [
    { name: 'data.artistName', label: 'Artist name' },
    { name: 'data.description', label: 'Description', kind: 'long', rows: 2 },
    { name: 'data.url', label: 'Profile URL', kind: 'url', placeholder: 'https://open.spotify.com/artist/…' },
  ],
  newsletter: [
    { name: 'data.description', label: 'Description', kind: 'long', rows: 2 },
    { name: 'data.buttonText', label: 'Button text', maxLength: 100 },
  ],
  applemusic: [
    { name: 'data.artistName', label: 'Artist name' },
    { name: 'data.url', label: 'Apple Music URL', kind: 'url', placeholder: 'https://music.apple.com/…' },
  ],
  custom: [
    { name: 'data.description', label: 'Description (optional)', kind: 'long', rows: 2 },
    { name: 'data.url', label: 'Link URL', kind: 'url', placeholder: 'https://…' },
    {
      name: 'data.logoUrl',
      label: 'Logo URL',
      kind: 'url',
      placeholder: 'https://…/logo.png',
      hint: "Left empty, the site's own icon is fetched and kept with your images. A logo that fails to load shows a globe.",
    },
  ],
} satisfies Record<string, Field[]>;

export type LinkFieldsType = keyof typeof LINK_FIELDS;

export function LinkFields({ type }: { type: LinkFieldsType }) {
  return (
    <>
      {(LINK_FIELDS[type] as Field[]).map((field) => (
        <TextField<SectionFormValues> key={field.name} {...field} />
      ))}
    </>
  );
}

/** Instagram: the profile URL may be left out; the page then makes it from the username, as the hint shows. */
export function InstagramFields() {
  const username = (useFormContext<SectionFormValues>().watch('data.username') ?? '').trim().replace(/^@/, '');
  const generated = username ? `https://www.instagram.com/${encodeURIComponent(username)}` : 'https://www.instagram.com/<username>';
  return (
    <>
      <TextField<SectionFormValues> name="data.username" label="Username" placeholder="yourname" />
      <TextField<SectionFormValues>
        name="data.url"
        label="Profile URL (optional)"
        kind="url"
        placeholder={generated}
        hint={`Left empty, it is made from the username: ${generated}`}
      />
    </>
  );
}
