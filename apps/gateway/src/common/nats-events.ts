import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from 'nats';
import { firstValueFrom } from 'rxjs';
import { subjectOf, type MessagePattern, type RequestOf } from '@stagelink/contracts';
import { withTraceHeaders } from '@stagelink/nest-kit';
import { NATS_CLIENT } from './rpc-client';

const LISTEN_RETRY_MS = 2000;

/**
 * Facts every gateway must hear (a cache to forget), published and heard without a queue
 * group, so each replica gets each one. Neither side throws: a fact not heard costs at most a
 * cached copy's lifetime, which the callers say in their logs.
 */
@Injectable()
export class NatsEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(NatsEvents.name);
  private readonly subscriptions: Subscription[] = [];
  private readonly retries = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async publish<P extends MessagePattern<unknown, never>>(pattern: P, event: RequestOf<P>): Promise<void> {
    try {
      // With the request's trace, so the log lines of its listeners name it (D-157).
      await firstValueFrom(this.client.emit(subjectOf(pattern), withTraceHeaders(event)), { defaultValue: undefined });
    } catch (error) {
      this.logger.error({ err: error, event: pattern.name }, 'Event not published; other gateways keep their copies until they expire');
    }
  }

  /**
   * Calls `onEvent` for each publish of `pattern`, by any service or gateway, from now on. While
   * NATS cannot be reached (a gateway may start before it), it tries again every few seconds;
   * once subscribed, the NATS client keeps the subscription across reconnects (D-99).
   */
  async listen(pattern: MessagePattern<unknown, never>, onEvent: () => void): Promise<void> {
    if (await this.subscribe(pattern, onEvent)) return;
    this.logger.error({ event: pattern.name }, 'Not listening yet, trying again; cached copies show changes when they expire');
    const retry = async (): Promise<void> => {
      if (await this.subscribe(pattern, onEvent)) this.logger.log({ event: pattern.name }, 'Listening now');
      else this.later(retry);
    };
    this.later(retry);
  }

  private later(attempt: () => Promise<void>): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void attempt();
    }, LISTEN_RETRY_MS);
    this.retries.add(timer);
  }

  private async subscribe(pattern: MessagePattern<unknown, never>, onEvent: () => void): Promise<boolean> {
    try {
      await this.client.connect();
      const nats = this.client.unwrap<NatsConnection>();
      this.subscriptions.push(nats.subscribe(subjectOf(pattern), { callback: () => onEvent() }));
      return true;
    } catch {
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.retries.forEach((timer) => clearTimeout(timer));
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
  }
}
