import { performance } from 'node:perf_hooks';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable, tap } from 'rxjs';
import { natsNamespace, type ServiceName } from '@stagelink/contracts';
import { natsHandledSeconds } from '../metrics/stagelink-metrics';

/**
 * Times every message a service handles, by its pattern (`service.name`, without the namespace)
 * and outcome, for Prometheus (docs/decisions.md, D-154). Validation and domain errors count
 * as errors: the caller got no answer it asked for.
 */
@Injectable()
export class MessageMetricsInterceptor implements NestInterceptor {
  private readonly seconds = natsHandledSeconds();

  constructor(private readonly service: ServiceName) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const started = performance.now();
    const subject = patternOf(context.switchToRpc().getContext<NatsContext>().getSubject());
    const done = (outcome: 'ok' | 'error') => this.seconds.observe([this.service, subject, outcome], (performance.now() - started) / 1000);
    return next.handle().pipe(tap({ complete: () => done('ok'), error: () => done('error') }));
  }
}

/** The subject without this deployment's namespace: the same label in every deployment and test run. */
export function patternOf(subject: string, namespace = natsNamespace()): string {
  return subject.startsWith(`${namespace}.`) ? subject.slice(namespace.length + 1) : subject;
}
