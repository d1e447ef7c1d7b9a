import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BookingsPatterns,
  CreateBookingDto,
  ListBookingsMessageDto,
  subjectOf,
  UpdateBookingStatusMessageDto,
  type BookingPage,
  type BookingSubmission,
} from '@stagelink/contracts';
import { BookingSubmissionsService } from './booking-submissions.service';

@Controller()
export class BookingSubmissionsController {
  constructor(private readonly submissions: BookingSubmissionsService) {}

  @MessagePattern(subjectOf(BookingsPatterns.create))
  create(@Payload() request: CreateBookingDto): Promise<BookingSubmission> {
    return this.submissions.create(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.list))
  list(@Payload() request: ListBookingsMessageDto): Promise<BookingPage> {
    return this.submissions.list(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.updateStatus))
  updateStatus(@Payload() request: UpdateBookingStatusMessageDto): Promise<BookingSubmission> {
    return this.submissions.updateStatus(request);
  }
}
