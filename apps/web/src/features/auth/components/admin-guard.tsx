import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAdminCheck } from '@/lib/admin-session';

/** The client side of the guard; the server refuses every admin call on its own regardless. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const check = useAdminCheck();
  const authenticated = check.data?.authenticated === true;

  useEffect(() => {
    if (!check.isPending && !authenticated) navigate('/admin/login', { replace: true });
  }, [check.isPending, authenticated, navigate]);

  if (check.isPending) {
    return <CenteredMessage>{t('admin.guard.checking')}</CenteredMessage>;
  }
  if (!authenticated) {
    return (
      <CenteredMessage>
        <p>{t('admin.guard.denied')}</p>
        <Button onClick={() => navigate('/admin/login')}>{t('admin.guard.toLogin')}</Button>
      </CenteredMessage>
    );
  }
  return <>{children}</>;
}

function CenteredMessage({ children }: { children: ReactNode }) {
  return <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">{children}</main>;
}
