import 'reflect-metadata';
import { runService } from '@stagelink/nest-kit';
import { ProfileAppModule } from './profile-app.module';

runService('profile', ProfileAppModule);
