import { z } from 'zod';
import { MAX_ROW_ID } from '../common/limits';
import { checkWith, imageSource, optionalText, safeLink, webLink, type CheckResult } from '../common/schema-check';
import { isYouTubeVideoLink, NOT_YOUTUBE_MESSAGE, SECTION_TYPES, type SectionType } from './section-data';
import { UNTIL_BEFORE_FROM, windowInOrder } from './section-window';
import { tourDataSchema } from './tour-date-schema';

/** An ISO 8601 instant with its offset (`Z` or `+02:00`), stored as given; null clears the bound. */
export const windowBound = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date and time with its offset, or null' })
  .nullable();

/**
 * What each section type's `data` may hold (docs/decisions.md, D-06): known fields typed and
 * bounded, every link http(s), mailto or tel, unknown fields dropped. The admin forms, the
 * gateway and the profile service all check with these.
 */
export const MAX_SECTION_TITLE = 255;
const MAX_SHORT = 255;
const MAX_LONG = 20_000;
const MAX_ITEMS = 50;

export const SECTION_TYPE_LABELS: Record<SectionType, string> = {
  video: 'YouTube Video',
  image: 'Image Gallery',
  book: 'Book/Product',
  collaboration: 'collaboration',
  text: 'Text Content',
  tiktok: 'tiktok',
  spotify: 'spotify',
  instagram: 'instagram',
  newsletter: 'newsletter',
  applemusic: 'Apple Music',
  custom: 'Custom Link',
  tour: 'Tour Dates',
};

export const COLLABORATION_ICONS = ['camera', 'palette', 'other'] as const;
export const COLLABORATION_COLORS = ['blue', 'purple', 'green', 'orange'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

const videoSchema = z.object({
  title: optionalText(MAX_SHORT),
  url: webLink()
    .refine((url) => url !== '', 'Video URL is required')
    .refine((url) => url === '' || isYouTubeVideoLink(url), NOT_YOUTUBE_MESSAGE),
  thumbnail: imageSource(),
});

const imageSchema = z.object({
  url: imageSource().refine((url) => url !== '', 'Image is required'),
  alt: optionalText(500),
  link: safeLink(),
});

const serviceSchema = z.object({
  icon: z.enum(COLLABORATION_ICONS).default('camera'),
  name: optionalText(MAX_SHORT),
  description: optionalText(2000),
  color: z.enum(COLLABORATION_COLORS).default('blue'),
});

/** Older data has a single `url` and `thumbnail`; it is kept as a one-video list. */
const videoData = z.preprocess(
  (data) => {
    if (typeof data !== 'object' || data === null || 'videos' in data || !('url' in data)) return data;
    const { url, thumbnail } = data as { url?: unknown; thumbnail?: unknown };
    return { videos: [{ title: '', url, thumbnail: thumbnail ?? '' }] };
  },
  z.object({ videos: z.array(videoSchema).max(MAX_ITEMS).default([]) }),
);

export const SECTION_DATA_SCHEMAS = {
  video: videoData,
  image: z.object({ images: z.array(imageSchema).max(MAX_ITEMS).default([]) }),
  book: z.object({ coverImage: imageSource(), description: optionalText(MAX_LONG), link: safeLink() }),
  collaboration: z.object({ services: z.array(serviceSchema).max(20).default([]) }),
  text: z.object({
    content: optionalText(MAX_LONG),
    longContent: optionalText(MAX_LONG),
    alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  }),
  tiktok: z.object({ username: optionalText(100), url: safeLink() }),
  spotify: z.object({ artistName: optionalText(MAX_SHORT), description: optionalText(2000), url: safeLink() }),
  instagram: z.object({ username: optionalText(100), url: safeLink() }),
  newsletter: z.object({ description: optionalText(2000), buttonText: optionalText(100) }),
  applemusic: z.object({ artistName: optionalText(MAX_SHORT), url: safeLink() }),
  custom: z.object({ description: optionalText(2000), url: safeLink(), logoUrl: imageSource() }),
  tour: tourDataSchema,
} satisfies Record<SectionType, z.ZodType>;

export type SectionDataOf<T extends SectionType> = z.output<(typeof SECTION_DATA_SCHEMAS)[T]>;

/** What the form starts with when the owner picks a type (spec section 4: choosing a type resets the form). */
export const SECTION_DATA_DEFAULTS: { [T in SectionType]: SectionDataOf<T> } = {
  video: { videos: [{ title: '', url: '', thumbnail: '' }] },
  image: { images: [] },
  book: { coverImage: '', description: '', link: '' },
  collaboration: { services: [{ icon: 'camera', name: '', description: '', color: 'blue' }] },
  text: { content: '', longContent: '', alignment: 'left' },
  tiktok: { username: '', url: '' },
  spotify: { artistName: '', description: '', url: '' },
  instagram: { username: '', url: '' },
  newsletter: { description: '', buttonText: '' },
  applemusic: { artistName: '', url: '' },
  custom: { description: '', url: '', logoUrl: '' },
  tour: { dates: [] },
};

/** New sections go last until the next reorder (spec section 9). */
export const NEW_SECTION_ORDER = 999;

const sectionTitle = z
  .string({ error: (issue) => (issue.input === undefined ? 'Title is required' : 'Title must be text') })
  .trim()
  .min(1, 'Title is required')
  .max(MAX_SECTION_TITLE, `Title must be at most ${MAX_SECTION_TITLE} characters`);
const sectionType = z.enum(SECTION_TYPES, { message: `type must be one of ${SECTION_TYPES.join(', ')}` });
const anyData = z.record(z.string(), z.unknown(), { message: 'data must be an object' });

const windowOrder = { message: UNTIL_BEFORE_FROM, path: ['visibleUntil'] };

/** `POST /api/sections`; `data` is then checked against its type's schema. Shown from/until: D-120. */
export const createSectionSchema = z
  .object({
    type: sectionType,
    title: sectionTitle,
    data: anyData.default({}),
    order: z.number().int().min(0).max(1_000_000).default(NEW_SECTION_ORDER),
    isVisible: z.boolean().default(true),
    visibleFrom: windowBound.optional(),
    visibleUntil: windowBound.optional(),
  })
  .refine(windowInOrder, windowOrder);

/**
 * `PUT /api/sections/{id}`: the spec sends type, title and data; the list's eye toggle sends
 * isVisible alone. A bound left out stays as it is; one bound sent is checked against the
 * stored other one by the profile service.
 */
export const updateSectionSchema = z
  .object({
    type: sectionType.optional(),
    title: sectionTitle.optional(),
    data: anyData.optional(),
    isVisible: z.boolean().optional(),
    visibleFrom: windowBound.optional(),
    visibleUntil: windowBound.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    'Send at least one of type, title, data, isVisible, visibleFrom or visibleUntil',
  )
  .refine(windowInOrder, windowOrder);

const rowId = z.number().int().min(1, 'must be a section id').max(MAX_ROW_ID, 'must be a section id');

/** `PUT /api/sections/reorder`: the whole order, or one section moved (docs/decisions.md, D-07). */
export const reorderSectionsSchema = z.union(
  [
    z.object({
      sectionIds: z
        .array(rowId)
        .min(1, 'must list the sections in their new order')
        .max(1000, 'must list at most 1000 sections')
        .refine((ids) => new Set(ids).size === ids.length, 'sectionIds must not repeat a section'),
    }),
    z.object({ sectionId: rowId, newOrder: z.number().int().min(0, 'must be 0 or more').max(1000, 'must be at most 1000') }),
  ],
  { error: 'Send sectionIds (the whole order), or sectionId and newOrder' },
);

export type CreateSectionRequest = z.output<typeof createSectionSchema>;
export type UpdateSectionRequest = z.output<typeof updateSectionSchema>;
export type ReorderSectionsRequest = z.output<typeof reorderSectionsSchema>;

/** The data of a section of `type`, checked and with unknown fields dropped. */
export function sectionDataSchema(type: SectionType): z.ZodType<Record<string, unknown>> {
  return SECTION_DATA_SCHEMAS[type] as unknown as z.ZodType<Record<string, unknown>>;
}

/**
 * A section's `data` checked against its type, unknown fields dropped; a type the page does not
 * know has no data to check, and is refused by name.
 */
export function checkSectionData(type: string, data: unknown): CheckResult<Record<string, unknown>> {
  if (!isSectionType(type)) return { ok: false, message: `type must be one of ${SECTION_TYPES.join(', ')}` };
  return checkWith(sectionDataSchema(type), data, 'data');
}

export function isSectionType(type: string): type is SectionType {
  return (SECTION_TYPES as readonly string[]).includes(type);
}
