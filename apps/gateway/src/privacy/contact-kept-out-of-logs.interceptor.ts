import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/**
 * The export names a person's contact in its query (`?contact=`), and the access log keeps
 * every request's address for 30 days (docs/decisions.md, D-58): an erased person would stay
 * in it. The query is parsed already when a handler runs, so its text is replaced in the
 * request's address before the answer is logged (docs/decisions.md, D-90).
 */
@Injectable()
export class ContactKeptOutOfLogs implements NestInterceptor {
  static readonly LOGGED_QUERY = '?contact=(not logged)';

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = context.switchToHttp().getRequest<FastifyRequest>().raw;
    const url = raw.url ?? '';
    const query = url.indexOf('?');
    if (query !== -1) raw.url = `${url.slice(0, query)}${ContactKeptOutOfLogs.LOGGED_QUERY}`;
    return next.handle();
  }
}
