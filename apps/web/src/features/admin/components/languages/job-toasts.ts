import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';

/** A job that could not be started (no provider configured, same languages): the server's words. */
export function jobNotStarted(error: unknown): void {
  toast({
    variant: 'destructive',
    title: 'Automatic translation failed',
    description: error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.',
  });
}

export function translationNotSaved(error: unknown): void {
  toast({
    variant: 'destructive',
    title: 'Error',
    description: error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Failed to save the translation. Please try again.',
  });
}
