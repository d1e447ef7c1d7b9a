import { Global, Module } from '@nestjs/common';
import { I18N_CONFIG, readI18nConfig } from './i18n-config';

/** The service's configuration, read and checked once at boot. */
@Global()
@Module({ providers: [{ provide: I18N_CONFIG, useFactory: () => readI18nConfig() }], exports: [I18N_CONFIG] })
export class I18nConfigModule {}
