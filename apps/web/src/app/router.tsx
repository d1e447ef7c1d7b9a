import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ProfilePage } from '@/features/profile/components/profile-page';

// The public page is in the main bundle; every admin screen is loaded only when visited.
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const GuardedAdminPanel = lazy(async () => {
  const [{ AdminGuard }, { AdminPanel }] = await Promise.all([
    import('@/features/auth/components/admin-guard'),
    import('@/features/admin/components/admin-panel'),
  ]);
  return {
    default: () => (
      <AdminGuard>
        <AdminPanel />
      </AdminGuard>
    ),
  };
});

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/" component={ProfilePage} />
        <Route path="/admin/login" component={LoginPage} />
        <Route path="/admin" component={GuardedAdminPanel} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
