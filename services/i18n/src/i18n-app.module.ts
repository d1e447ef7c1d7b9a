import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { CreateI18nSchema1763769600000 } from './database/migrations/1763769600000-create-i18n-schema';
import { ProfileContentEntity } from './profile-content/profile-content.entity';
import { SectionContentEntity } from './section-content/section-content.entity';
import { TranslationEntity } from './translations/translation.entity';

@Module({
  imports: [
    loggerModule(),
    serviceDatabaseModule({
      schema: 'i18n',
      entities: [TranslationEntity, ProfileContentEntity, SectionContentEntity],
      migrations: [CreateI18nSchema1763769600000],
    }),
  ],
  controllers: [serviceHealthController('i18n')],
})
export class I18nAppModule {}
