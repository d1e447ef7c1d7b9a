import i18next from 'i18next';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/** A job that could not be started (no provider configured, same languages): the server's words. */
export function jobNotStarted(error: unknown): void {
  toast({
    variant: 'destructive',
    title: i18next.t('admin.languages.jobFailed'),
    description: error instanceof ApiError ? (error.serverMessage ?? error.message) : i18next.t('admin.languages.retry'),
  });
}

export function translationNotSaved(error: unknown): void {
  toast({
    variant: 'destructive',
    title: i18next.t('admin.common.error'),
    description: error instanceof ApiError ? (error.serverMessage ?? error.message) : i18next.t('admin.languages.saveFailed'),
  });
}
