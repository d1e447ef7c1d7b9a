import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { AutoTranslateModule } from './auto-translate/auto-translate.module';
import { I18nConfigModule } from './config/i18n-config.module';
import { ContentEventsModule } from './content-events/content-events.module';
import { i18nDatabase } from './database/i18n-database';
import { DemoCleanupModule } from './demo-cleanup/demo-cleanup.module';
import { ProfileContentModule } from './profile-content/profile-content.module';
import { SectionContentModule } from './section-content/section-content.module';
import { TranslationsModule } from './translations/translations.module';

@Module({
  imports: [
    loggerModule(),
    I18nConfigModule,
    serviceDatabaseModule(i18nDatabase),
    ContentEventsModule,
    ProfileContentModule,
    SectionContentModule,
    TranslationsModule,
    AutoTranslateModule,
    DemoCleanupModule,
  ],
  controllers: [serviceHealthController('i18n')],
})
export class I18nAppModule {}
