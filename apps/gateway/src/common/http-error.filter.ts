import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpExceptionMessage, isRedisUnavailable } from '@stagelink/nest-kit';
import { errorBody, type ErrorBody } from './error-reply';

const UNEXPECTED = 'Something went wrong on our side. Please try again.';
const REDIS_AWAY = "The site's store of sessions and rate limits (Redis) cannot be reached right now. Please try again shortly.";

/**
 * Every error leaves the gateway as `{ statusCode, error, message }`, a failure on our side
 * with the request id as well. Unexpected errors are logged with their stack and answered
 * with a generic message, never with their own, that asks to quote the request id: the trace
 * id every log line of the request names, in the gateway and in the services (D-157).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = this.toBody(exception, request);
    const retryAfter = exception instanceof HttpException ? retryAfterOf(exception) : undefined;
    if (retryAfter) void reply.header('Retry-After', retryAfter);
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === HttpStatus.INTERNAL_SERVER_ERROR) {
        this.logger.error({ err: exception, requestId: request.id }, 'A service failed');
        return errorBody(statusCode, unexpected(request), request);
      }
      return errorBody(statusCode, httpExceptionMessage(exception), request);
    }
    if (isRedisUnavailable(exception)) {
      // An outage, not a bug: only the calls that need Redis fail, and they work again once it is back (D-99).
      this.logger.warn({ err: exception, requestId: request.id }, 'Redis cannot be reached');
      return errorBody(HttpStatus.SERVICE_UNAVAILABLE, REDIS_AWAY, request);
    }
    this.logger.error({ err: exception, requestId: request.id }, 'Unhandled error');
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, unexpected(request), request);
  }
}

function unexpected(request: FastifyRequest): string {
  return `${UNEXPECTED} If it keeps happening, quote the request id ${request.id}.`;
}

function retryAfterOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (typeof response === 'object' && response !== null && 'retryAfterSeconds' in response) {
    return String((response as { retryAfterSeconds: number }).retryAfterSeconds);
  }
  return undefined;
}
