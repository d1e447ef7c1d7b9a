import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { useToasts } from '@/hooks/use-toast';
import { lazyComponent } from '@/lib/lazy';
import { AppRoutes } from './router';

export const Toaster = lazyComponent(() => import('@/components/ui/toaster'), 'Toaster');

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

/** The whole app: the browser renders and hydrates it, and the gateway renders `/` from it (server-entry.tsx). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
        <ToasterOnFirstToast />
      </QueryClientProvider>
    </StrictMode>
  );
}
