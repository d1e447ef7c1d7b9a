import { Module } from '@nestjs/common';
import { TranslationsController } from './translations.controller';
import { TranslationsStore } from './translations.store';

@Module({ controllers: [TranslationsController], providers: [TranslationsStore], exports: [TranslationsStore] })
export class TranslationsModule {}
