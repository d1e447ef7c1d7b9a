import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@/i18n/i18n';
import { readInitialState } from '@/lib/initial-state';
import { lazyComponent } from '@/lib/lazy';
import { createQueryClient } from '@/lib/query-client';
import { seedFromInitialState } from '@/features/profile/api/seed-from-initial-state';
import { AppRoutes } from './router';
import '../styles.css';

// Toasts only ever follow an action, so their code need not hold up the first render.
const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster');
const queryClient = createQueryClient();
const initialState = readInitialState();
if (initialState) seedFromInitialState(queryClient, initialState);

void startI18n(initialState).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>,
  );
});
