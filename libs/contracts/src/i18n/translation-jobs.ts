import { z } from 'zod';
import { LANGUAGES, type Language } from '../common/languages';
import { MAX_ROW_ID } from '../common/limits';
import { SECTION_TYPES } from '../profile/section-data';

/**
 * Automatic translation runs as a queued job in the i18n service (docs/decisions.md, D-27,
 * D-68): the gateway answers 202 with its id, and the owner's tab reads its state back.
 */
export const TRANSLATION_JOB_KINDS = ['profile', 'section', 'translations', 'page'] as const;
export type TranslationJobKind = (typeof TRANSLATION_JOB_KINDS)[number];

const id = z.number().int().min(1).max(MAX_ROW_ID);
const language = z.enum(LANGUAGES);

/**
 * What a job translates, parsed again by the service: the gateway adds the originals it read
 * from the profile service. `translationKeys`: null for no interface strings, [] for every key.
 */
export const translationJobRequestSchema = z
  .object({
    kind: z.enum(TRANSLATION_JOB_KINDS),
    sourceLang: language,
    targetLangs: z.array(language).min(1).max(LANGUAGES.length),
    force: z.boolean(),
    profile: z.object({ id, name: z.string(), description: z.string(), booking: z.record(z.string(), z.string()).default({}) }).nullable(),
    sections: z.array(z.object({ id, type: z.enum(SECTION_TYPES), title: z.string(), data: z.record(z.string(), z.unknown()) })).max(1000),
    translationKeys: z.array(z.string().max(255)).max(1000).nullable(),
  })
  .refine((request) => !request.targetLangs.includes(request.sourceLang), 'sourceLang and targetLang must be different languages');

export type TranslationJobRequest = z.output<typeof translationJobRequestSchema>;

/** queued → running → completed, or failed after the last try; retrying between tries. */
export type TranslationJobState = 'queued' | 'running' | 'retrying' | 'completed' | 'failed';

export interface TranslationJobResult {
  /** Texts the provider translated in this job. */
  translated: number;
  /** Texts whose translation of the same source was already known: no provider call. */
  reused: number;
  /** Texts the owner wrote, kept because the job was not told to replace them. */
  keptOwner: number;
  /** Machine texts longer than their field allows, cut to fit (docs/decisions.md, D-80). */
  shortened: number;
  /** Languages of the run the provider refused, with its reason; the others were written (D-81). */
  skipped: { language: Language; reason: string }[];
}

export interface TranslationJobStatus {
  jobId: string;
  kind: TranslationJobKind;
  sourceLang: Language;
  targetLangs: Language[];
  state: TranslationJobState;
  /** Entities × languages done, of the total. */
  progress: { done: number; total: number };
  attemptsMade: number;
  maxAttempts: number;
  /** The provider's reason of the last failed try, in the owner's words where we know them. */
  error: string | null;
  result: TranslationJobResult | null;
}

export interface TranslationJobAccepted {
  jobId: string;
}

/**
 * `GET /api/translation-provider`: whether this server can translate automatically, so the
 * panel says so before a tap (docs/decisions.md, D-108).
 */
export interface TranslationProviderStatus {
  configured: boolean;
  provider: 'libretranslate' | 'deepl' | null;
}
