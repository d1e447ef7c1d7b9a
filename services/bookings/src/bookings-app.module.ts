import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { bookingsDatabase } from './database/bookings-database';
import { BookingSubmissionsModule } from './submissions/booking-submissions.module';

@Module({
  imports: [loggerModule(), serviceDatabaseModule(bookingsDatabase), BookingSubmissionsModule],
  controllers: [serviceHealthController('bookings')],
})
export class BookingsAppModule {}
