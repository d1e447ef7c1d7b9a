import type { QueryClient } from '@tanstack/react-query';

/** After the owner's words changed (a save, a finished job): every copy of them in this tab is read again. */
export async function translationsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'profile-content'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'section-contents'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'translations'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/profile-content'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/section-contents'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/translations'] }),
  ]);
}
