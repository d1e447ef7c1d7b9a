import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { ProfileContentController } from './profile-content.controller';
import { SectionContentController } from './section-content.controller';
import { TranslatedContent } from './translated-content';
import { TranslationJobsController } from './translation-jobs.controller';
import { TranslationsController } from './translations.controller';

@Module({
  imports: [ProfileModule],
  controllers: [ProfileContentController, SectionContentController, TranslationsController, TranslationJobsController],
  providers: [TranslatedContent],
  exports: [TranslatedContent],
})
export class I18nModule {}
