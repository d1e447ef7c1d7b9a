import 'reflect-metadata';
import { readOwnerMailConfig, readPhoneCountry, runService } from '@stagelink/nest-kit';
import { BookingsAppModule } from './bookings-app.module';

// A bad DEFAULT_PHONE_COUNTRY or mail setting stops the service at boot, not at first use.
readPhoneCountry();
runService('bookings', BookingsAppModule.forRoot(readOwnerMailConfig()));
