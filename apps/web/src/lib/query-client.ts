import { QueryClient, type InvalidateQueryFilters, type QueryFilters, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest, pathOf } from './api-client';

/** Spec section 7: the default reader fails on a 401; in the other mode a 401 reads as nothing (null). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** The spec's default reader: a GET of the path made of the query key's parts, with what a 401 does. */
export function queryReader<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', pathOf(queryKey));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * Queries whose data came at least once from their own read, so they can be read again. What the
 * page puts in the cache itself (the counts of its videos' likes, the unsubscribe view) has no
 * read behind it: it is kept when a write drops what is not shown (refreshAfterWrite).
 */
const readFromServer = new WeakSet<object>();

/** Spec section 9: data never goes stale by itself, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: queryReader({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  // setQueryData's writes are marked manual; a read's answer is not.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) readFromServer.add(event.query);
  });
  return queryClient;
}

/**
 * After a write, what it changed is read again. A read already on its way may have left before
 * the write was stored, and TanStack Query joins such a read instead of starting another when
 * the query has no data yet: its old answer would then be kept as fresh (a deleted subscriber
 * still listed after a search typed just before the delete). So reads on their way are called
 * off first, and the invalidation starts new ones.
 *
 * A changed list that no screen shows now, and that can be read again, is dropped rather than
 * kept as stale: kept, it would be shown again while its new read is on its way, and what the
 * owner opened from it then would hold the old copy (a section's edit form opened on the Sections
 * tab just after an image it showed was deleted in the gallery, with the image still in it).
 */
export async function refreshAfterWrite(queryClient: QueryClient, ...filters: InvalidateQueryFilters[]): Promise<void> {
  await Promise.all(
    filters.map(async (filter) => {
      await queryClient.cancelQueries(filter);
      dropUnwatched(queryClient, filter);
      await queryClient.invalidateQueries(filter);
    }),
  );
}

/** Queries no component watches (not even a disabled one) and that their own read can fill again. */
function dropUnwatched(queryClient: QueryClient, filter: QueryFilters): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll(filter)) if (query.getObserversCount() === 0 && readFromServer.has(query)) cache.remove(query);
}
