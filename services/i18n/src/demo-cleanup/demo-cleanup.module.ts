import { Module } from '@nestjs/common';
import { DemoTranslationsController } from './demo-translations.controller';
import { DemoTranslationsRepository } from './demo-translations.repository';

@Module({ controllers: [DemoTranslationsController], providers: [DemoTranslationsRepository] })
export class DemoCleanupModule {}
