import { Module } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController } from '@stagelink/nest-kit';
import { CreateBookingsSchema1763769600000 } from './database/migrations/1763769600000-create-bookings-schema';
import { BookingSubmissionEntity } from './submissions/booking-submission.entity';
import { BookingSubmissionsModule } from './submissions/booking-submissions.module';

@Module({
  imports: [
    loggerModule(),
    serviceDatabaseModule({
      schema: 'bookings',
      entities: [BookingSubmissionEntity],
      migrations: [CreateBookingsSchema1763769600000],
    }),
    BookingSubmissionsModule,
  ],
  controllers: [serviceHealthController('bookings')],
})
export class BookingsAppModule {}
