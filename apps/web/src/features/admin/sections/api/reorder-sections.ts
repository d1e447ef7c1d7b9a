import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Section } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminSectionsQueryOptions, sectionsChanged } from '@/panel/api/get-admin-sections';

/** `PUT /api/sections/reorder` with the whole new order (docs/decisions.md, D-07). */
export const reorderSections = (sectionIds: number[]) => apiRequest<unknown>('PUT', '/api/sections/reorder', { sectionIds });

/**
 * The list shows the new order at once; if the server refuses it, the order the owner had
 * comes back, so the list never shows an order that is not stored.
 */
export function useReorderSections() {
  const queryClient = useQueryClient();
  const key = adminSectionsQueryOptions().queryKey;
  return useMutation({
    mutationFn: (ordered: Section[]) => reorderSections(ordered.map((section) => section.id)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(
        key,
        ordered.map((section, order) => ({ ...section, order })),
      );
      return { before };
    },
    onError: (_error, _ordered, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => sectionsChanged(queryClient),
  });
}
