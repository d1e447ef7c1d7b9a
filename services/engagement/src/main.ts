import 'reflect-metadata';
import { readPhoneCountry, runService } from '@stagelink/nest-kit';
import { EngagementAppModule } from './engagement-app.module';
import { readRetentionConfig } from './retention/retention-config';

// A bad DEFAULT_PHONE_COUNTRY or retention setting stops the service at boot, not at first use.
readPhoneCountry();
readRetentionConfig();
runService('engagement', EngagementAppModule);
