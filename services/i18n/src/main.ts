import 'reflect-metadata';
import { bootEnv, runService } from '@stagelink/nest-kit';
import { i18nEnvSchema } from './config/i18n-env';
import { I18nAppModule } from './i18n-app.module';

// Every bad variable (the provider, retries, ...) is told at boot, before anything connects (docs/decisions.md, D-188).
bootEnv('The i18n service', i18nEnvSchema);
runService('i18n', I18nAppModule);
