import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BookingSubmissionEntity } from './booking-submission.entity';

export type NewBookingSubmission = Pick<BookingSubmissionEntity, 'serviceType' | 'name' | 'email' | 'phone' | 'message'>;

@Injectable()
export class BookingSubmissionsRepository {
  constructor(@InjectRepository(BookingSubmissionEntity) private readonly submissions: Repository<BookingSubmissionEntity>) {}

  insert(submission: NewBookingSubmission): Promise<BookingSubmissionEntity> {
    return this.submissions.save(this.submissions.create(submission));
  }
}
