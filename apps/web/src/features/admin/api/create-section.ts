import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEW_SECTION_ORDER, type Section, type SectionType } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { sectionsChanged } from './get-admin-sections';

export interface SectionInput {
  type: SectionType;
  title: string;
  data: Record<string, unknown>;
}

/** `POST /api/sections`: a new section goes last, order 999, until the next reorder (spec section 9). */
export const createSection = (section: SectionInput) =>
  apiRequest<Section>('POST', '/api/sections', { ...section, order: NEW_SECTION_ORDER });

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => sectionsChanged(queryClient) });
}
