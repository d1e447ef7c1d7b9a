import { createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** The public page is in the main bundle; every admin screen is loaded only when visited. */
export function createRouter() {
  return createBrowserRouter([
    { path: '/', element: <ProfilePage /> },
    { path: '/admin/login', lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).default }) },
    { path: '/admin', lazy: async () => ({ Component: (await import('@/features/admin/components/admin-panel')).default }) },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
