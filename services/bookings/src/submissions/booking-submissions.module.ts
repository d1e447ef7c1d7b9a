import { Module } from '@nestjs/common';
import { BookingEventsModule } from '../events/booking-event-publisher';
import { BookingSubmissionsController } from './booking-submissions.controller';
import { BookingSubmissionsService } from './booking-submissions.service';
import { SubmissionsDataModule } from './submissions-data.module';

/** Needs OwnerNotices, which the app module provides as configured. */
@Module({
  imports: [SubmissionsDataModule, BookingEventsModule],
  controllers: [BookingSubmissionsController],
  providers: [BookingSubmissionsService],
})
export class BookingSubmissionsModule {}
