import 'reflect-metadata';
import { bootEnv, runService } from '@stagelink/nest-kit';
import { BookingsAppModule } from './bookings-app.module';
import { bookingsEnvSchema } from './config/bookings-env';

// Every bad variable (DEFAULT_PHONE_COUNTRY, mail, ...) is told at boot, not at first use (docs/decisions.md, D-188).
const env = bootEnv('The bookings service', bookingsEnvSchema);
runService('bookings', BookingsAppModule.forRoot(env.ownerMail));
