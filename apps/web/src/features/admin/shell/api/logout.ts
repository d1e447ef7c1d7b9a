import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout, sessionChanged } from '@/lib/admin-session';

/**
 * `leave` runs before the session is forgotten, so the page navigates away first; otherwise
 * the admin guard would see "logged out" and send the owner to the login screen instead.
 */
export function useLogout({ leave }: { leave: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await leave();
      sessionChanged(queryClient, false);
    },
  });
}
