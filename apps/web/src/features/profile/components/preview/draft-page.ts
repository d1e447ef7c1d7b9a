import { NEW_SECTION_ORDER, type PublicProfile, type Section } from '@stagelink/contracts';
import type { PageDraft, PageDraftPart } from '@/lib/page-draft';

/** A section not saved yet has no id; the preview gives it one no stored section can have. */
export const UNSAVED_SECTION_ID = -1;

type DraftSection = NonNullable<PageDraftPart['section']>;

/**
 * The saved page with the owner's unsaved values over it (docs/decisions.md, D-104): profile
 * fields replace the saved ones, an edited section replaces its saved self in its place, and a
 * new one goes where the form will put it: first, unless the owner switched that off (D-110).
 */
export function pageWithDraft(profile: PublicProfile, sections: readonly Section[], draft: PageDraft) {
  let page = { profile, sections: [...sections].sort((a, b) => a.order - b.order || a.id - b.id) };
  for (const part of draft) {
    if (part.profile) page = { ...page, profile: { ...page.profile, ...part.profile } };
    if (part.section) page = { ...page, sections: withDraftSection(page.sections, part.section, profile.id) };
  }
  return page;
}

function withDraftSection(sections: Section[], draft: DraftSection, profileId: number): Section[] {
  const { id, type, title, data, place } = draft;
  if (id !== undefined && sections.some((section) => section.id === id)) {
    return sections.map((section) => (section.id === id ? { ...section, type, title, data } : section));
  }
  const added: Section = { id: UNSAVED_SECTION_ID, profileId, type, title, data, order: NEW_SECTION_ORDER, isVisible: true };
  return place === 'bottom' ? [...sections, added] : [added, ...sections];
}
