import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BookingsPatterns,
  CreateBookingMessageDto,
  ListBookingsMessageDto,
  SetBookingArchivedMessageDto,
  StepBackBookingMessageDto,
  subjectOf,
  UpdateBookingStatusMessageDto,
  type BookingAlerts,
  type BookingPage,
  type BookingSubmission,
} from '@stagelink/contracts';
import { BookingSubmissionsService } from './booking-submissions.service';

@Controller()
export class BookingSubmissionsController {
  constructor(private readonly submissions: BookingSubmissionsService) {}

  @MessagePattern(subjectOf(BookingsPatterns.create))
  create(@Payload() request: CreateBookingMessageDto): Promise<BookingSubmission> {
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

  @MessagePattern(subjectOf(BookingsPatterns.stepBack))
  stepBack(@Payload() request: StepBackBookingMessageDto): Promise<BookingSubmission> {
    return this.submissions.stepBack(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.setArchived))
  setArchived(@Payload() request: SetBookingArchivedMessageDto): Promise<BookingSubmission> {
    return this.submissions.setArchived(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.alerts))
  alerts(): BookingAlerts {
    return this.submissions.alerts();
  }
}
