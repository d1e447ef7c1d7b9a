import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type AccessLogEntry } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

/** A page of the access log, newest first, before the entry `before`. */
export const getAccessLogs = (before?: string) =>
  apiRequest<AccessLogEntry[]>('GET', `/api/admin/access-logs?limit=${DEFAULT_PAGE_SIZE}${before ? `&before=${before}` : ''}`);

export const useAccessLogs = () =>
  useInfiniteQuery({
    queryKey: ['admin', 'access-logs'],
    queryFn: ({ pageParam }) => getAccessLogs(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length === DEFAULT_PAGE_SIZE ? page[page.length - 1]?.id : undefined),
  });
