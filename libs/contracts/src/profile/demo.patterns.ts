import { z } from 'zod';
import { MAX_ROW_ID } from '../common/limits';
import { messagePattern } from '../common/message-pattern';

/** The profile's texts and photo, each of which can still be the demo artist's. */
export const DEMO_PROFILE_FIELDS = ['name', 'description', 'profileImage'] as const;
export type DemoProfileField = (typeof DEMO_PROFILE_FIELDS)[number];

/**
 * What is still the demo's (docs/decisions.md, D-111): the demo sections the owner has not
 * changed, and the profile fields that still hold the demo artist's words or photo.
 */
export interface DemoContent {
  profileId: number | null;
  sectionIds: number[];
  profileFields: DemoProfileField[];
}

/** What `POST /api/admin/clear-demo` removed, and what `GET /api/admin/demo` says is left. */
export interface DemoSummary {
  sections: number;
  profileFields: DemoProfileField[];
}

const rowId = z.number().int().min(1).max(MAX_ROW_ID);
const sectionIds = z.array(rowId).max(1000);

export const clearDemoSectionsMessageSchema = z.object({ sectionIds });
export const clearDemoTranslationsMessageSchema = z.object({
  profileId: rowId.nullable(),
  sectionIds,
  profileFields: z.array(z.enum(DEMO_PROFILE_FIELDS)).max(DEMO_PROFILE_FIELDS.length),
});

export type ClearDemoSectionsMessage = z.output<typeof clearDemoSectionsMessageSchema>;
export type ClearDemoTranslationsMessage = z.output<typeof clearDemoTranslationsMessageSchema>;

/**
 * Clearing the demo touches three services. The gateway asks the profile service what is still
 * the demo's, has engagement and i18n drop what hangs on it, and only then has the profile
 * service remove it, so a call that fails halfway leaves the plan intact for the next one.
 */
export const DemoPatterns = {
  find: messagePattern<Record<string, never>, DemoContent>('profile', 'find-demo-content'),
  clearProfile: messagePattern<ClearDemoSectionsMessage, DemoSummary>('profile', 'clear-demo-content'),
  /** Likes, their totals, configured likes and the clicks of the demo's sections. */
  clearEngagement: messagePattern<ClearDemoSectionsMessage, { rows: number }>('engagement', 'clear-demo-engagement'),
  /** The translations of the demo's sections and of the profile fields going back to their defaults. */
  clearTranslations: messagePattern<ClearDemoTranslationsMessage, { rows: number }>('i18n', 'clear-demo-translations'),
};
