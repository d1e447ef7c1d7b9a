import { ArgumentsHost, Catch, HttpException, Logger, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { RpcErrorBody, RpcErrorCode, type ServiceName } from '@stagelink/contracts';
import { DomainError } from './domain-error';
import { httpExceptionMessage } from './http-exception-message';
import { isDatabaseUnavailable } from './unavailable-dependency';

/**
 * Turns whatever a message handler throws into the one error shape that crosses NATS.
 * Anything that is not a known domain or validation error is logged and answered as
 * INTERNAL, so a bug never reaches a visitor disguised as bad input. A database that cannot be
 * reached is UNAVAILABLE, named, so the visitor gets a 503 that says what is missing (D-99).
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(RpcErrorFilter.name);

  constructor(private readonly service?: ServiceName) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    return throwError(() => this.toBody(exception, host));
  }

  private toBody(exception: unknown, host: ArgumentsHost): RpcErrorBody {
    if (exception instanceof DomainError) {
      return { code: exception.code, message: exception.message, details: exception.details };
    }
    if (exception instanceof HttpException && exception.getStatus() === 400) {
      return { code: RpcErrorCode.Validation, message: httpExceptionMessage(exception) };
    }
    if (isDataException(exception)) {
      // Input the DTOs should have refused reached the database: the visitor gets the 400 the
      // input deserves, and the gap in validation is logged to be closed.
      this.logger.warn({ err: exception, pattern: subjectOf(host) }, 'Postgres refused a value as data');
      return { code: RpcErrorCode.Validation, message: 'A value is out of range or cannot be stored.' };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: exception, pattern: subjectOf(host) }, 'The database cannot be reached');
      const who = this.service ? `The ${this.service} service` : 'This service';
      return { code: RpcErrorCode.Unavailable, message: `${who} cannot reach its database right now. Please try again shortly.` };
    }
    this.logger.error({ err: exception, pattern: subjectOf(host) }, 'Unhandled error in message handler');
    return { code: RpcErrorCode.Internal, message: 'Internal error' };
  }
}

/** SQLSTATE class 22, "data exception": a value out of range, not storable, badly formed. */
function isDataException(exception: unknown): boolean {
  const driverError = (exception as { driverError?: { code?: unknown } } | null)?.driverError;
  return typeof driverError?.code === 'string' && driverError.code.startsWith('22');
}

/** The NATS subject the failed message came on, for the log. */
function subjectOf(host: ArgumentsHost): string | undefined {
  const context = host.switchToRpc().getContext<{ getSubject?: () => string } | undefined>();
  return context?.getSubject?.();
}
