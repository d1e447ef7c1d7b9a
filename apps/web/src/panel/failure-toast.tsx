import i18next from 'i18next';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { serverText } from '@/lib/server-text';

/**
 * A failed save: the spec's words (section 8), and when the server refused the input (a 4xx
 * with a message naming the field, docs/decisions.md, D-43), its reason under them.
 */
export function toastFailure(message: string, error: Error): void {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? serverText(error) : undefined;
  toast({
    variant: 'destructive',
    title: i18next.t('admin.common.error'),
    description: (
      <>
        <span className="block">{message}</span>
        {reason && <span className="mt-1 block text-xs opacity-90">{reason}</span>}
      </>
    ),
  });
}
