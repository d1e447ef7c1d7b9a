import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoSummary } from '@stagelink/contracts';
import { adminCheckQueryOptions } from '@/lib/admin-session';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/admin/clear-demo`: the demo goes, the owner's work stays (docs/decisions.md, D-111). */
export const clearDemo = () => apiRequest<DemoSummary>('POST', '/api/admin/clear-demo');

/**
 * Afterwards every answer is read again from scratch, the session's aside: the open forms are
 * made anew from what is stored, so none keeps the demo's words to save them back.
 */
export function useClearDemo() {
  const queryClient = useQueryClient();
  const checkKey = adminCheckQueryOptions().queryKey[0];
  return useMutation({
    mutationFn: clearDemo,
    onSettled: () => queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== checkKey }),
  });
}
