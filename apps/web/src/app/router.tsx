import { createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ProfilePage } from '@/features/profile/components/profile-page';

async function loadGuardedAdminPanel() {
  const [{ AdminGuard }, { AdminPanel }] = await Promise.all([
    import('@/features/auth/components/admin-guard'),
    import('@/features/admin/components/admin-panel'),
  ]);
  return {
    Component: () => (
      <AdminGuard>
        <AdminPanel />
      </AdminGuard>
    ),
  };
}

/** The public page is in the main bundle; every admin screen is loaded only when visited. */
export function createRouter() {
  return createBrowserRouter([
    { path: '/', element: <ProfilePage /> },
    { path: '/admin/login', lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).default }) },
    { path: '/admin', lazy: loadGuardedAdminPanel },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
