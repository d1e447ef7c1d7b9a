import 'reflect-metadata';
import { runService } from '@stagelink/nest-kit';
import { I18nAppModule } from './i18n-app.module';

runService('i18n', I18nAppModule);
