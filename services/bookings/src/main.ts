import 'reflect-metadata';
import { readPhoneCountry, runService } from '@stagelink/nest-kit';
import { BookingsAppModule } from './bookings-app.module';

// A bad DEFAULT_PHONE_COUNTRY stops the service at boot, not at the first phone number.
readPhoneCountry();
runService('bookings', BookingsAppModule);
