import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingSubmissionEntity } from './booking-submission.entity';
import { BookingSubmissionsController } from './booking-submissions.controller';
import { BookingSubmissionsRepository } from './booking-submissions.repository';
import { BookingSubmissionsService } from './booking-submissions.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingSubmissionEntity])],
  controllers: [BookingSubmissionsController],
  providers: [BookingSubmissionsRepository, BookingSubmissionsService],
})
export class BookingSubmissionsModule {}
