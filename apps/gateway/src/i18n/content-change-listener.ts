import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from 'nats';
import { I18nEvents, subjectOf } from '@stagelink/contracts';
import { NATS_CLIENT } from '../common/rpc-client';
import { TranslatedContent } from './translated-content';

/**
 * Every gateway hears the i18n service's `content-changed` (no queue group: all replicas get
 * it) and forgets its cached translations, so a translation job's result shows on the next page
 * load (docs/decisions.md, D-70).
 */
@Injectable()
export class ContentChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ContentChangeListener.name);
  private subscription: Subscription | null = null;

  constructor(
    @Inject(NATS_CLIENT) private readonly client: ClientProxy,
    private readonly content: TranslatedContent,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.client.connect();
      const nats = this.client.unwrap<NatsConnection>();
      this.subscription = nats.subscribe(subjectOf(I18nEvents.contentChanged), { callback: () => void this.content.invalidate() });
    } catch (error) {
      this.logger.error({ err: error }, 'Not listening for translation changes; cached translations show changes when they expire');
    }
  }

  onApplicationShutdown(): void {
    this.subscription?.unsubscribe();
  }
}
