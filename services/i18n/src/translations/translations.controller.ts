import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { I18nPatterns, saveTranslationSchema, subjectOf, type Translation } from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { TranslationsStore } from './translations.store';

@Controller()
export class TranslationsController {
  constructor(private readonly store: TranslationsStore) {}

  @MessagePattern(subjectOf(I18nPatterns.listTranslations))
  list(): Promise<Translation[]> {
    return this.store.list();
  }

  @MessagePattern(subjectOf(I18nPatterns.saveTranslation))
  save(@Payload() message: unknown): Promise<Translation> {
    return this.store.ownerSave(checkedMessage(saveTranslationSchema, message));
  }

  @MessagePattern(subjectOf(I18nPatterns.initDefaults))
  initDefaults(): Promise<{ keys: number; filled: number }> {
    return this.store.initDefaults();
  }
}
