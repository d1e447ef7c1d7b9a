import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  createSectionSchema,
  SECTION_DATA_DEFAULTS,
  SECTION_DATA_SCHEMAS,
  type Section,
  type SectionDataOf,
  type SectionType,
} from '@stagelink/contracts';

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
    SectionDataOf<'custom'>
>;

export interface SectionFormValues {
  title: string;
  data: SectionFormData;
}

/** A fresh form of `type` (spec section 4: choosing a type resets the form with that type's defaults). */
export function newSectionValues(type: SectionType): SectionFormValues {
  return { title: '', data: structuredClone(SECTION_DATA_DEFAULTS[type]) };
}

/** A stored section as its form: its data read through its type's schema, which fills what is missing. */
export function storedSectionValues(section: Section, type: SectionType): SectionFormValues {
  const parsed = SECTION_DATA_SCHEMAS[type].safeParse(section.data);
  const data = parsed.success ? parsed.data : { ...SECTION_DATA_DEFAULTS[type], ...section.data };
  return { title: section.title, data: data as SectionFormData };
}

/** The shared schemas check the form (docs/decisions.md, D-43): the title as the server does, and the data of its type. */
export function sectionResolver(type: SectionType): Resolver<SectionFormValues> {
  const schema = z.object({ title: createSectionSchema.shape.title, data: SECTION_DATA_SCHEMAS[type] });
  // The schema's output (trimmed, defaults filled) has the form's own shape.
  return zodResolver(schema) as unknown as Resolver<SectionFormValues>;
}
