import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { seedFromInitialState } from '@/features/profile/api/seed-from-initial-state';
import { useToasts } from '@/hooks/use-toast';
import { startI18n } from '@/i18n/i18n';
import { readInitialState } from '@/lib/initial-state';
import { lazyComponent, preloadWhenIdle } from '@/lib/lazy';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';
import '../styles.css';

const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster');
const queryClient = createQueryClient();
const initialState = readInitialState();
if (initialState) seedFromInitialState(queryClient, initialState);

/** Toasts only ever follow an action, so their code is fetched with the first one. */
function ToasterOnFirstToast() {
  const { toasts } = useToasts();
  if (toasts.length === 0 && !Toaster.isLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

void startI18n(initialState).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <ToasterOnFirstToast />
      </QueryClientProvider>
    </StrictMode>,
  );
  preloadWhenIdle(Toaster);
});
