import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { i18nDatabase } from './database/i18n-database';

@Module({
  imports: [loggerModule(), serviceDatabaseModule(i18nDatabase)],
  controllers: [serviceHealthController('i18n')],
})
export class I18nAppModule {}
