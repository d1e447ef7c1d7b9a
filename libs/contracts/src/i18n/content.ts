import { z } from 'zod';
import { isLanguage, LANGUAGES, type Language } from '../common/languages';
import { MAX_ROW_ID } from '../common/limits';
import { boundedText } from '../common/schema-check';
import { MAX_MODAL_BUTTONS, MAX_PROFILE_DESCRIPTION, MAX_PROFILE_NAME } from '../profile/profile-constants';
import { SECTION_TYPES } from '../profile/section-data';
import { MAX_SECTION_TITLE } from '../profile/section-schemas';
import { BOOKING_TEXT_KEY, bookingTextLimit } from './booking-texts';

/**
 * The owner's words in other languages (spec section 3: translations, profile_content,
 * section_content) and the calls that read and write them (spec section 7;
 * docs/decisions.md, D-01, D-66 to D-70).
 */

/** Who wrote a translated field: the translation service, or the owner (whose words a later run keeps). */
export type FieldOrigin = 'machine' | 'owner';
/** A translation key's text per language: the built-in default, the owner's, or the machine's. */
export type StringOrigin = 'default' | FieldOrigin;

export interface ProfileContent {
  profileId: number;
  language: Language;
  /** '' where there is no translation: the visitor then reads the original. */
  name: string;
  description: string;
  /** The booking button's and contact dialog's texts by key (booking-texts.ts, D-140); absent where none. */
  booking: Record<string, string>;
  /** Field name (`name`, `description`, a booking text's key) → who wrote it. */
  origins: Record<string, FieldOrigin>;
  /** Field → fingerprint of the original it was written for (source-fingerprint.ts, D-109). */
  sources: Record<string, string>;
  updatedAt: string | null;
}

export interface SectionContent {
  sectionId: number;
  language: Language;
  title: string;
  /** Only the translatable texts (section-texts.ts), laid over the section's data field by field. */
  data: Record<string, unknown>;
  /** `title`, `data.description`, `data.videos.0.title` → who wrote it. */
  origins: Record<string, FieldOrigin>;
  /** `title`, `data.description` → fingerprint of the original it was written for (D-109); list items have their own (D-79). */
  sources: Record<string, string>;
  updatedAt: string | null;
}

export interface Translation {
  key: string;
  translations: Partial<Record<Language, string>>;
  category: string;
  context: string | null;
  origins: Partial<Record<Language, StringOrigin>>;
}

export const languageSchema = z.string().refine(isLanguage, { message: `language must be one of ${LANGUAGES.join(', ')}` });

const rowId = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be 1 or more`)
    .max(MAX_ROW_ID, `${what} is too large`);

export const profileIdSchema = rowId('profileId');
export const sectionIdSchema = rowId('sectionId');

/** `PUT /api/profile-content/{profileId}/{language}`: '' clears a field (the visitor reads the original). */
export const PROFILE_CONTENT_FIELDS = ['name', 'description'] as const;

/** A booking text's key (booking-texts.ts) or the name or description. */
const profileContentField = z.union([
  z.enum(PROFILE_CONTENT_FIELDS),
  z.string().regex(BOOKING_TEXT_KEY, 'keep must list name, description or a booking text'),
]);

/** The booking texts in one language by key, each within its own field's limit (D-140). */
const bookingTranslations = z
  .record(z.string(), z.string({ message: 'each booking text must be text' }).trim())
  .refine((texts) => Object.keys(texts).length <= MAX_MODAL_BUTTONS + 3, 'booking names too many texts')
  .superRefine((texts, context) => {
    for (const [key, text] of Object.entries(texts)) {
      const limit = bookingTextLimit(key);
      if (!BOOKING_TEXT_KEY.test(key)) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message:
            'each booking text must be bookingButton.text, bookingModal.title, bookingModal.description or bookingModal.buttons.<id>.text',
        });
      } else if (text.length > limit) context.addIssue({ code: 'custom', path: [key], message: `must be at most ${limit} characters` });
    }
  });

/**
 * `PUT /api/profile-content/{profileId}/{language}`: '' clears a field (the visitor reads the
 * original); `keep` names translations the owner confirms for the original as it is now (D-109).
 */
export const saveProfileContentSchema = z
  .object({
    name: boundedText(MAX_PROFILE_NAME).optional(),
    description: boundedText(MAX_PROFILE_DESCRIPTION).optional(),
    booking: bookingTranslations.optional(),
    keep: z
      .array(profileContentField)
      .max(MAX_MODAL_BUTTONS + 5)
      .optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.description !== undefined || body.booking !== undefined || Boolean(body.keep?.length),
    'Send name, description, booking texts or keep',
  );

/** `PUT /api/section-content/{sectionId}/{language}`: data is then checked against the section's type. */
export const saveSectionContentSchema = z
  .object({
    title: boundedText(MAX_SECTION_TITLE).optional(),
    data: z.record(z.string(), z.unknown(), { message: 'data must be an object' }).optional(),
    /** Translations the owner confirms for the original as it is now: `title`, `data.content` (D-109). */
    keep: z
      .array(z.string().regex(/^(title|data\.\w{1,50})$/, 'keep must list title or data.<field>'))
      .max(50)
      .optional(),
  })
  .refine((body) => body.title !== undefined || body.data !== undefined || Boolean(body.keep?.length), 'Send title, data or both, or keep');

export const MAX_TRANSLATION_KEY = 255;
export const MAX_TRANSLATION_TEXT = 2000;
const translationKey = z
  .string({ message: 'key must be text' })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,255}$/, 'key must be 1 to 255 letters, digits, dots, dashes or underscores');

/**
 * `PUT /api/translations`: one key's texts; the languages given replace theirs ('' removes one),
 * the others stay. A language outside the ten is refused.
 */
export const saveTranslationSchema = z.object({
  key: translationKey,
  translations: z
    .record(z.string(), boundedText(MAX_TRANSLATION_TEXT), { message: 'translations must be an object of language → text' })
    .refine((map) => Object.keys(map).every(isLanguage), {
      message: `each language must be one of ${LANGUAGES.join(', ')}`,
    })
    .transform((map) => map as Partial<Record<Language, string>>),
  category: boundedText(100).min(1, 'category must not be empty').optional(),
  context: boundedText(2000).nullable().optional(),
});

const sourceAndTarget = {
  sourceLang: languageSchema.default('it').transform((value) => value as Language),
  /** An owner's field is replaced only when they ask (docs/decisions.md, D-69). */
  force: z.boolean({ message: 'force must be true or false' }).default(false),
};

const differentLanguages = (body: { sourceLang: string; targetLang: string }) => body.sourceLang !== body.targetLang;
const SAME_LANGUAGE = 'sourceLang and targetLang must be different languages';

/** `POST /api/profile-content/{id}/auto-translate`, `POST /api/section-content/{id}/auto-translate`. */
export const autoTranslateSchema = z
  .object({ ...sourceAndTarget, targetLang: languageSchema.default('en').transform((value) => value as Language) })
  .refine(differentLanguages, SAME_LANGUAGE);

/** `POST /api/translations/auto-translate`: the interface strings, all of them or the keys named. */
export const autoTranslateStringsSchema = z
  .object({
    ...sourceAndTarget,
    targetLang: languageSchema.default('en').transform((value) => value as Language),
    keys: z.array(translationKey).max(1000, 'keys: at most 1000').optional(),
  })
  .refine(differentLanguages, SAME_LANGUAGE);

export const ALL_LANGUAGES = 'all' as const;

/** `POST /api/page/auto-translate`: the profile and every section into one language, or into all of them. */
export const autoTranslatePageSchema = z
  .object({
    ...sourceAndTarget,
    targetLang: z
      .string()
      .refine((value) => value === ALL_LANGUAGES || isLanguage(value), {
        message: `targetLang must be one of ${LANGUAGES.join(', ')} or ${ALL_LANGUAGES}`,
      })
      .default('en'),
  })
  .refine(differentLanguages, SAME_LANGUAGE);

export type SaveProfileContentRequest = z.output<typeof saveProfileContentSchema>;
export type SaveSectionContentRequest = z.output<typeof saveSectionContentSchema>;
export type SaveTranslationRequest = z.output<typeof saveTranslationSchema>;
export type AutoTranslateRequest = z.output<typeof autoTranslateSchema>;
export type AutoTranslateStringsRequest = z.output<typeof autoTranslateStringsSchema>;
export type AutoTranslatePageRequest = z.output<typeof autoTranslatePageSchema>;

/** The languages a page-wide run writes: the one named, or every one but the source. */
export function targetLanguagesOf(request: { sourceLang: Language; targetLang: string }): Language[] {
  if (isLanguage(request.targetLang)) return [request.targetLang];
  return LANGUAGES.filter((language) => language !== request.sourceLang);
}

export const sectionTypeSchema = z.enum(SECTION_TYPES);
