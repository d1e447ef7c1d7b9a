import { z } from 'zod';
import type { Language } from '../common/languages';
import { messagePattern } from '../common/message-pattern';
import {
  languageSchema,
  profileIdSchema,
  saveProfileContentSchema,
  saveSectionContentSchema,
  sectionIdSchema,
  sectionTypeSchema,
  type ProfileContent,
  type SaveTranslationRequest,
  type SectionContent,
  type Translation,
} from './content';
import type { TranslationJobAccepted, TranslationJobRequest, TranslationJobStatus, TranslationProviderStatus } from './translation-jobs';

export const I18nPatterns = {
  getProfileContent: messagePattern<ProfileContentKey, ProfileContent>('i18n', 'get-profile-content'),
  saveProfileContent: messagePattern<SaveProfileContentMessage, ProfileContent>('i18n', 'save-profile-content'),
  listSectionContents: messagePattern<{ language: Language }, SectionContent[]>('i18n', 'list-section-contents'),
  getSectionContent: messagePattern<SectionContentKey, SectionContent>('i18n', 'get-section-content'),
  saveSectionContent: messagePattern<SaveSectionContentMessage, SectionContent>('i18n', 'save-section-content'),
  listTranslations: messagePattern<Record<string, never>, Translation[]>('i18n', 'list-translations'),
  saveTranslation: messagePattern<SaveTranslationRequest, Translation>('i18n', 'save-translation'),
  /** Every built-in interface string in every language, the owner's own left alone. */
  initDefaults: messagePattern<Record<string, never>, { keys: number; filled: number }>('i18n', 'init-defaults'),
  startTranslationJob: messagePattern<TranslationJobRequest, TranslationJobAccepted>('i18n', 'start-translation-job'),
  getTranslationJob: messagePattern<{ jobId: string }, TranslationJobStatus>('i18n', 'get-translation-job'),
  getTranslationProvider: messagePattern<Record<string, never>, TranslationProviderStatus>('i18n', 'get-translation-provider'),
};

/**
 * Facts the i18n service publishes: the owner's words changed, by a call or by a translation
 * job, so every gateway drops its cached copies (docs/decisions.md, D-70).
 */
export const I18nEvents = {
  contentChanged: messagePattern<ContentChangedEvent, never>('i18n', 'content-changed'),
};

export interface ContentChangedEvent {
  what: 'profile' | 'section' | 'translations';
}

/* The messages' shapes, parsed again by the service (docs/decisions.md, D-43). */
const language = languageSchema.transform((value) => value as Language);

export const profileContentKeySchema = z.object({ profileId: profileIdSchema, language });
export const sectionContentKeySchema = z.object({ sectionId: sectionIdSchema, language });
export const listSectionContentsSchema = z.object({ language });
export const saveProfileContentMessageSchema = z.object({
  profileId: profileIdSchema,
  language,
  changes: saveProfileContentSchema,
  /** The profile's own texts now, which the saved translations are written for (D-109). */
  originals: z.object({ name: z.string(), description: z.string(), booking: z.record(z.string(), z.string()).default({}) }),
});
export const saveSectionContentMessageSchema = z.object({
  sectionId: sectionIdSchema,
  language,
  sectionType: sectionTypeSchema,
  /** The section's data now: a list item's translation goes to the item it was written for (D-79). */
  sectionData: z.record(z.string(), z.unknown()),
  /** The section's title now, which a saved title translation is written for (D-109). */
  sectionTitle: z.string(),
  changes: saveSectionContentSchema,
});
export const translationJobIdSchema = z.object({ jobId: z.string().regex(/^\d{1,18}$/, 'jobId must be a job number') });

export type ProfileContentKey = z.output<typeof profileContentKeySchema>;
export type SectionContentKey = z.output<typeof sectionContentKeySchema>;
export type SaveProfileContentMessage = z.output<typeof saveProfileContentMessageSchema>;
export type SaveSectionContentMessage = z.output<typeof saveSectionContentMessageSchema>;
