import i18next from 'i18next';
import { toast } from '@/hooks/use-toast';
import { serverText } from '@/lib/server-text';

/** A job that could not be started (no provider configured, same languages): the server's reason (D-152). */
export function jobNotStarted(error: unknown): void {
  toast({
    variant: 'destructive',
    title: i18next.t('admin.languages.jobFailed'),
    description: serverText(error) ?? i18next.t('admin.languages.retry'),
  });
}

export function translationNotSaved(error: unknown): void {
  toast({
    variant: 'destructive',
    title: i18next.t('admin.common.error'),
    description: serverText(error) ?? i18next.t('admin.languages.saveFailed'),
  });
}
