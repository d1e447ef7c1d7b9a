import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Section } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { sectionsChanged } from '@/panel/api/get-admin-sections';

/** `POST /api/sections/{id}/duplicate`: the copy goes right after its original (docs/decisions.md, D-08). */
export const duplicateSection = (id: number) => apiRequest<Section>('POST', `/api/sections/${id}/duplicate`);

export function useDuplicateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateSection, onSuccess: () => sectionsChanged(queryClient) });
}
