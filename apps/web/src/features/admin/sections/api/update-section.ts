import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Section } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { sectionsChanged } from '@/panel/api/get-admin-sections';
import type { SectionInput } from './create-section';

/** `PUT /api/sections/{id}`: the form sends type, title and data; the list's eye toggle sends isVisible alone. */
export type SectionUpdate = SectionInput | { isVisible: boolean };

export const updateSection = ({ id, update }: { id: number; update: SectionUpdate }) =>
  apiRequest<Section>('PUT', `/api/sections/${id}`, update);

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSection, onSuccess: () => sectionsChanged(queryClient) });
}
