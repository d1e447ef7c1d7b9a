import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { logout, sessionChanged } from '@/lib/admin-session';

/**
 * The owner's logout on the public page (spec section 7): the page then shows itself as to a
 * visitor. A failure is only logged, as the spec says; the button stays for another try.
 */
export function OwnerLogoutButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      await logout();
      sessionChanged(queryClient, false);
    } catch (error) {
      console.warn('Logout failed', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="onImage"
      size="icon"
      className="shrink-0"
      disabled={pending}
      onClick={() => void logOut()}
      aria-label={t('topBar.logout')}
      data-testid="owner-logout"
    >
      <LogOut className="h-5 w-5" aria-hidden="true" />
    </Button>
  );
}
