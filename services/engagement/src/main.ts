import 'reflect-metadata';
import { runService } from '@stagelink/nest-kit';
import { EngagementAppModule } from './engagement-app.module';

runService('engagement', EngagementAppModule);
