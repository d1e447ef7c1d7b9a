import { act, renderHook } from '@testing-library/react';
import { useToasts } from '@/hooks/use-toast';

/** The toasts live in a module of their own beyond any render: one test's toast is closed before the next starts. */
export function dismissAllToasts(): void {
  const { result, unmount } = renderHook(() => useToasts());
  act(() => result.current.toasts.forEach((shown) => result.current.dismiss(shown.id)));
  unmount();
}
