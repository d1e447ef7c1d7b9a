import * as React from 'react';
import type { ToastVariant } from '@/components/ui/toast';

/** Spec section 9: one toast at a time; a dismissed one is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastMessage {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  variant?: ToastVariant;
  open: boolean;
}

type Listener = (toasts: ToastMessage[]) => void;

let toasts: ToastMessage[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastMessage[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function dismiss(id: string): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): { id: string; dismiss: () => void } {
  const id = String(++nextId);
  publish([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

export function useToasts(): { toasts: ToastMessage[]; dismiss: (id: string) => void } {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, dismiss };
}
