import { z } from 'zod';
import { backgroundVariantSchema, footerSettingsSchema, updateProfileSchema, type AdminProfile } from '@stagelink/contracts';

const { shape } = updateProfileSchema;

/** The Profile tab's fields, checked by the same rules as `PUT /api/profile` (docs/decisions.md, D-43). */
export const profileFormSchema = z.object({
  name: shape.name.unwrap(),
  description: shape.description.unwrap(),
  profileImage: shape.profileImage.unwrap(),
  // The form always edits both variants; a single older variant is shown as both.
  backgroundSettings: z.object({ light: backgroundVariantSchema, dark: backgroundVariantSchema }),
  footerSettings: footerSettingsSchema,
  timeZone: shape.timeZone.unwrap(),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
export type BackgroundMode = keyof ProfileFormValues['backgroundSettings'];

/** The saved profile as the form's starting values ('' for no photo). */
export function toFormValues(profile: AdminProfile): ProfileFormValues {
  const background = profile.backgroundSettings;
  return {
    name: profile.name,
    description: profile.description,
    profileImage: profile.profileImage ?? '',
    backgroundSettings:
      'light' in background
        ? { light: { ...background.light }, dark: { ...background.dark } }
        : { light: { ...background }, dark: { ...background } },
    footerSettings: { ...profile.footerSettings },
    timeZone: profile.timeZone,
  };
}
