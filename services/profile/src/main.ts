import 'reflect-metadata';
import { bootEnv, runService } from '@stagelink/nest-kit';
import { profileEnvSchema } from './config/profile-env';
import { ProfileAppModule } from './profile-app.module';

// Every bad variable is told at boot, before anything connects (docs/decisions.md, D-188).
bootEnv('The profile service', profileEnvSchema);
runService('profile', ProfileAppModule);
