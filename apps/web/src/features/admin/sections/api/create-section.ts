import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEW_SECTION_ORDER, type Section, type SectionType } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { sectionsChanged } from '@/panel/api/get-admin-sections';

export interface SectionInput {
  type: SectionType;
  title: string;
  data: Record<string, unknown>;
  /** Shown from/until (docs/decisions.md, D-120); null for always. */
  visibleFrom?: string | null;
  visibleUntil?: string | null;
}

/** Where a new section goes: first on the page unless the owner says last (docs/decisions.md, D-110). */
export type SectionPlace = 'top' | 'bottom';

export interface CreatedSection {
  section: Section;
  /** False when the section was asked for at the top but the move failed: it sits last. */
  placed: boolean;
}

/**
 * `POST /api/sections` with order 999 (spec section 9), then, for the top, the single move
 * `{ sectionId, newOrder: 0 }`, which renumbers every section (D-07).
 */
export async function createSection({ place, ...section }: SectionInput & { place: SectionPlace }): Promise<CreatedSection> {
  const created = await apiRequest<Section>('POST', '/api/sections', { ...section, order: NEW_SECTION_ORDER });
  if (place === 'bottom') return { section: created, placed: true };
  try {
    await apiRequest<unknown>('PUT', '/api/sections/reorder', { sectionId: created.id, newOrder: 0 });
    return { section: created, placed: true };
  } catch {
    return { section: created, placed: false };
  }
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => sectionsChanged(queryClient) });
}
