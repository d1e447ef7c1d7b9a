import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingChangeEntity } from './booking-change.entity';
import { BookingSubmissionEntity } from './booking-submission.entity';
import { BookingSubmissionsRepository } from './booking-submissions.repository';

/** The submissions table, for the inbox and for the mail job alike. */
@Module({
  imports: [TypeOrmModule.forFeature([BookingSubmissionEntity, BookingChangeEntity])],
  providers: [BookingSubmissionsRepository],
  exports: [BookingSubmissionsRepository],
})
export class SubmissionsDataModule {}
