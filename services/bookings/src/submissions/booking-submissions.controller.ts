import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BookingsPatterns, CreateBookingDto, subjectOf, type BookingSubmission } from '@stagelink/contracts';
import { BookingSubmissionsService } from './booking-submissions.service';

@Controller()
export class BookingSubmissionsController {
  constructor(private readonly submissions: BookingSubmissionsService) {}

  @MessagePattern(subjectOf(BookingsPatterns.create))
  create(@Payload() request: CreateBookingDto): Promise<BookingSubmission> {
    return this.submissions.create(request);
  }
}
