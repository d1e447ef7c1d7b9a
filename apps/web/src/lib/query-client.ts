import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { apiRequest, pathOf } from './api-client';

/** Spec section 9: data never goes stale by itself, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiRequest('GET', pathOf(queryKey)),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * After a write, what it changed is read again. A read already on its way may have left before
 * the write was stored, and TanStack Query joins such a read instead of starting another when
 * the query has no data yet: its old answer would then be kept as fresh (a deleted subscriber
 * still listed after a search typed just before the delete). So reads on their way are called
 * off first, and the invalidation starts new ones.
 */
export async function refreshAfterWrite(queryClient: QueryClient, ...filters: InvalidateQueryFilters[]): Promise<void> {
  await Promise.all(
    filters.map(async (filter) => {
      await queryClient.cancelQueries(filter);
      await queryClient.invalidateQueries(filter);
    }),
  );
}
