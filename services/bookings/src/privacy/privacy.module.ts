import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingSubmissionEntity } from '../submissions/booking-submission.entity';
import { ContactBookingsController } from './contact-bookings.controller';
import { ContactBookingsRepository } from './contact-bookings.repository';
import { ContactBookingsService } from './contact-bookings.service';
import { BookingsErasureEntity } from './privacy-erasure.entity';

/** Needs OwnerNotices, which the app module provides as configured. */
@Module({
  imports: [TypeOrmModule.forFeature([BookingSubmissionEntity, BookingsErasureEntity])],
  controllers: [ContactBookingsController],
  providers: [ContactBookingsRepository, ContactBookingsService],
})
export class PrivacyModule {}
