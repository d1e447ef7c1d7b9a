import type { HttpException } from '@nestjs/common';

/**
 * The text of an HttpException as a visitor should read it: its own message, or a failed
 * validation's messages joined into one line. Both edges answer with it, the gateway in its
 * HTTP error body and each service in the error it sends over NATS.
 */
export function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const message = (response as { message: unknown }).message;
    return Array.isArray(message) ? message.join('; ') : String(message);
  }
  return exception.message;
}
