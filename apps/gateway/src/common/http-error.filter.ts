import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { HttpErrorBody } from '@stagelink/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';

/**
 * Every error leaves the gateway as `{ statusCode, error, message }`. Unexpected ones are
 * logged with their stack and answered with a generic message and the request id.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = this.toBody(exception, request);
    const headers = exception instanceof HttpException ? retryAfterOf(exception) : undefined;
    if (headers) reply.header('Retry-After', headers);
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): HttpErrorBody & { requestId?: string } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: messageOf(exception) };
    }
    this.logger.error({ err: exception, requestId: request.id }, 'Unhandled error');
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: STATUS_CODES[500] ?? 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
      requestId: String(request.id),
    };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const message = (response as { message: unknown }).message;
    return Array.isArray(message) ? message.join('; ') : String(message);
  }
  return exception.message;
}

function retryAfterOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (typeof response === 'object' && response !== null && 'retryAfterSeconds' in response) {
    return String((response as { retryAfterSeconds: number }).retryAfterSeconds);
  }
  return undefined;
}
