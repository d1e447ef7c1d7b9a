import 'reflect-metadata';
import { bootEnv, runService } from '@stagelink/nest-kit';
import { engagementEnvSchema } from './config/engagement-env';
import { EngagementAppModule } from './engagement-app.module';

// Every bad variable (DEFAULT_PHONE_COUNTRY, retention, ...) is told at boot, not at first use (docs/decisions.md, D-188).
bootEnv('The engagement service', engagementEnvSchema);
runService('engagement', EngagementAppModule);
