import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  createSectionSchema,
  localInputValue,
  SECTION_DATA_DEFAULTS,
  SECTION_DATA_SCHEMAS,
  type Section,
  type SectionDataOf,
  type SectionType,
} from '@stagelink/contracts';
// Relative, as the unit specs (Jest, no '@/' alias) load this file.
import { panelResolver } from '@/lib/panel-resolver';

/**
 * Every type's fields in one shape, so one form holds any type: the types share only plain
 * text fields (url, description, username, artistName), so their fields never disagree.
 */
export type SectionFormData = Partial<
  SectionDataOf<'video'> &
    SectionDataOf<'image'> &
    SectionDataOf<'book'> &
    SectionDataOf<'collaboration'> &
    SectionDataOf<'text'> &
    SectionDataOf<'tiktok'> &
    SectionDataOf<'spotify'> &
    SectionDataOf<'instagram'> &
    SectionDataOf<'newsletter'> &
    SectionDataOf<'applemusic'> &
    SectionDataOf<'custom'> &
    SectionDataOf<'tour'>
>;

/** "Show from" and "Show until" as their fields hold them (`2026-07-14T21:00`, in the artist's zone), '' for always. */
export interface SectionSchedule {
  from: string;
  until: string;
}

export interface SectionFormValues {
  title: string;
  data: SectionFormData;
  schedule: SectionSchedule;
}

const NO_SCHEDULE: SectionSchedule = { from: '', until: '' };

/** A fresh form of `type` (spec section 4: choosing a type resets the form with that type's defaults). */
export function newSectionValues(type: SectionType): SectionFormValues {
  return { title: '', data: structuredClone(SECTION_DATA_DEFAULTS[type]), schedule: { ...NO_SCHEDULE } };
}

/** A stored section as its form: its data read through its type's schema, which fills what is missing. */
export function storedSectionValues(section: Section, type: SectionType, timeZone: string): SectionFormValues {
  const parsed = SECTION_DATA_SCHEMAS[type].safeParse(section.data);
  const data = parsed.success ? parsed.data : { ...SECTION_DATA_DEFAULTS[type], ...section.data };
  const schedule = { from: localInputValue(section.visibleFrom, timeZone), until: localInputValue(section.visibleUntil, timeZone) };
  return { title: section.title, data: data as SectionFormData, schedule };
}

/** The shared schemas check the form (docs/decisions.md, D-43): the title as the server does, and the data of its type. */
export function sectionResolver(type: SectionType): Resolver<SectionFormValues> {
  const schedule = z
    .object({ from: z.string(), until: z.string() })
    // The fields' texts sort as their moments do: both are wall times in the same zone.
    .refine(({ from, until }) => !from || !until || until > from, { message: 'must be after Show from', path: ['until'] });
  const schema = z.object({ title: createSectionSchema.shape.title, data: SECTION_DATA_SCHEMAS[type], schedule });
  // The schema's output (trimmed, defaults filled) has the form's own shape.
  return panelResolver(schema) as unknown as Resolver<SectionFormValues>;
}
