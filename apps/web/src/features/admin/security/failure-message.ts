import { ApiError } from '@/lib/api-client';
import { serverText } from '@/lib/server-text';

/**
 * What to tell the owner when a passkey ceremony fails: the server's message, or the browser's
 * (the owner closed the prompt, the device has no screen lock), which `@simplewebauthn/browser`
 * passes on as it is.
 */
export function failureMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return serverText(error);
  return error instanceof Error ? error.message : undefined;
}
