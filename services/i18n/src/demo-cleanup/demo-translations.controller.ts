import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { clearDemoTranslationsMessageSchema, DemoPatterns, subjectOf } from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { ContentEvents } from '../content-events/content-events';
import { DemoTranslationsRepository } from './demo-translations.repository';

@Controller()
export class DemoTranslationsController {
  constructor(
    private readonly translations: DemoTranslationsRepository,
    private readonly events: ContentEvents,
  ) {}

  /** The gateways forget their cached translations once the demo's are gone (docs/decisions.md, D-70). */
  @MessagePattern(subjectOf(DemoPatterns.clearTranslations))
  async clear(@Payload() message: unknown): Promise<{ rows: number }> {
    const rows = await this.translations.clear(checkedMessage(clearDemoTranslationsMessageSchema, message));
    if (rows > 0) await Promise.all([this.events.changed('profile'), this.events.changed('section')]);
    return { rows };
  }
}
