import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from 'nats';
import { firstValueFrom } from 'rxjs';
import { subjectOf, type MessagePattern, type RequestOf } from '@stagelink/contracts';
import { NATS_CLIENT } from './rpc-client';

/**
 * Facts every gateway must hear (a cache to forget), published and heard without a queue
 * group, so each replica gets each one. Neither side throws: a fact not heard costs at most a
 * cached copy's lifetime, which the callers say in their logs.
 */
@Injectable()
export class NatsEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(NatsEvents.name);
  private readonly subscriptions: Subscription[] = [];

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async publish<P extends MessagePattern<unknown, never>>(pattern: P, event: RequestOf<P>): Promise<void> {
    try {
      await firstValueFrom(this.client.emit(subjectOf(pattern), event), { defaultValue: undefined });
    } catch (error) {
      this.logger.error({ err: error, event: pattern.name }, 'Event not published; other gateways keep their copies until they expire');
    }
  }

  /** Calls `onEvent` for each publish of `pattern`, by any service or gateway, from now on. */
  async listen(pattern: MessagePattern<unknown, never>, onEvent: () => void): Promise<void> {
    try {
      await this.client.connect();
      const nats = this.client.unwrap<NatsConnection>();
      this.subscriptions.push(nats.subscribe(subjectOf(pattern), { callback: () => onEvent() }));
    } catch (error) {
      this.logger.error({ err: error, event: pattern.name }, 'Not listening; cached copies show changes when they expire');
    }
  }

  onApplicationShutdown(): void {
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
  }
}
