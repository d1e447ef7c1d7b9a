import 'reflect-metadata';
import { readPhoneCountry, runService } from '@stagelink/nest-kit';
import { EngagementAppModule } from './engagement-app.module';

// A bad DEFAULT_PHONE_COUNTRY stops the service at boot, not at the first phone number.
readPhoneCountry();
runService('engagement', EngagementAppModule);
