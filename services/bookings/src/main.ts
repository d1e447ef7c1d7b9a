import 'reflect-metadata';
import { runService } from '@stagelink/nest-kit';
import { BookingsAppModule } from './bookings-app.module';

runService('bookings', BookingsAppModule);
