import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  BookingsPatterns,
  createBookingMessageSchema,
  listBookingsMessageSchema,
  setBookingArchivedMessageSchema,
  stepBackBookingMessageSchema,
  subjectOf,
  updateBookingStatusMessageSchema,
  type BookingAlerts,
  type BookingPage,
  type BookingSubmission,
  type CreateBookingMessageDto,
  type ListBookingsMessageDto,
  type SetBookingArchivedMessageDto,
  type StepBackBookingMessageDto,
  type UpdateBookingStatusMessageDto,
} from '@stagelink/contracts';
import { CheckedPayload } from '@stagelink/nest-kit';
import { BookingSubmissionsService } from './booking-submissions.service';

@Controller()
export class BookingSubmissionsController {
  constructor(private readonly submissions: BookingSubmissionsService) {}

  @MessagePattern(subjectOf(BookingsPatterns.create))
  create(@CheckedPayload(createBookingMessageSchema) request: CreateBookingMessageDto): Promise<BookingSubmission> {
    return this.submissions.create(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.list))
  list(@CheckedPayload(listBookingsMessageSchema) request: ListBookingsMessageDto): Promise<BookingPage> {
    return this.submissions.list(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.updateStatus))
  updateStatus(@CheckedPayload(updateBookingStatusMessageSchema) request: UpdateBookingStatusMessageDto): Promise<BookingSubmission> {
    return this.submissions.updateStatus(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.stepBack))
  stepBack(@CheckedPayload(stepBackBookingMessageSchema) request: StepBackBookingMessageDto): Promise<BookingSubmission> {
    return this.submissions.stepBack(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.setArchived))
  setArchived(@CheckedPayload(setBookingArchivedMessageSchema) request: SetBookingArchivedMessageDto): Promise<BookingSubmission> {
    return this.submissions.setArchived(request);
  }

  @MessagePattern(subjectOf(BookingsPatterns.alerts))
  alerts(): BookingAlerts {
    return this.submissions.alerts();
  }
}
