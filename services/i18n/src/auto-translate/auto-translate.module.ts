import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { I18N_CONFIG, type I18nConfig } from '../config/i18n-config';
import { ProfileContentModule } from '../profile-content/profile-content.module';
import { SectionContentModule } from '../section-content/section-content.module';
import { MachineTranslationEntity } from '../translations/machine-translation.entity';
import { TranslationsModule } from '../translations/translations.module';
import { DeepLProvider } from './deepl-provider';
import { LibreTranslateProvider } from './libretranslate-provider';
import { TranslationJobsController } from './translation-jobs.controller';
import { TranslationJobs } from './translation-jobs.service';
import { TranslationMemory } from './translation-memory';
import { TRANSLATION_PROVIDER, type TranslationProvider } from './translation-provider';
import { TRANSLATION_QUEUE } from './translation-queue';
import { TranslationRunner } from './translation-runner';
import { TranslationWorker } from './translation-worker';

function providerFor(config: I18nConfig): TranslationProvider | null {
  const { provider, retry } = config;
  switch (provider.kind) {
    case 'libretranslate':
      return new LibreTranslateProvider(provider.url, provider.apiKey, retry.requestTimeoutMs);
    case 'deepl':
      return new DeepLProvider(provider.url, provider.apiKey, retry.requestTimeoutMs);
    case 'none':
      return null;
  }
}

/** Automatic translation as BullMQ jobs in this service (docs/decisions.md, D-27, D-68). */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [I18N_CONFIG],
      useFactory: (config: I18nConfig) => ({ connection: { url: config.redisUrl }, prefix: config.queuePrefix }),
    }),
    BullModule.registerQueue({ name: TRANSLATION_QUEUE }),
    TypeOrmModule.forFeature([MachineTranslationEntity]),
    ProfileContentModule,
    SectionContentModule,
    TranslationsModule,
  ],
  controllers: [TranslationJobsController],
  providers: [
    { provide: TRANSLATION_PROVIDER, inject: [I18N_CONFIG], useFactory: providerFor },
    TranslationMemory,
    TranslationRunner,
    TranslationJobs,
    TranslationWorker,
  ],
})
export class AutoTranslateModule {}
