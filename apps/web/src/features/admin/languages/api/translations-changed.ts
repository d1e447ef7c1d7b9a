import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '@/lib/query-client';

/** After the owner's words changed (a save, a finished job): every copy of them in this tab is read again. */
export function translationsChanged(queryClient: QueryClient): Promise<void> {
  return refreshAfterWrite(
    queryClient,
    { queryKey: ['admin', 'profile-content'] },
    { queryKey: ['admin', 'section-contents'] },
    { queryKey: ['admin', 'translations'] },
    { queryKey: ['/api/profile-content'] },
    { queryKey: ['/api/section-contents'] },
    { queryKey: ['/api/translations'] },
  );
}
