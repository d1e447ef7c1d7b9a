import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  contactDataMessageSchema,
  eraseContactDataMessageSchema,
  listErasuresMessageSchema,
  PrivacyPatterns,
  subjectOf,
  type BookingSubmission,
  type ServiceErasure,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { ContactBookingsService } from './contact-bookings.service';

/** A person's bookings, exported and erased on the owner's request (docs/decisions.md, D-90). */
@Controller()
export class ContactBookingsController {
  constructor(private readonly bookings: ContactBookingsService) {}

  @MessagePattern(subjectOf(PrivacyPatterns.findBookings))
  find(@Payload() message: unknown): Promise<BookingSubmission[]> {
    return this.bookings.find(checkedMessage(contactDataMessageSchema, message).contact);
  }

  @MessagePattern(subjectOf(PrivacyPatterns.eraseBookings))
  erase(@Payload() message: unknown): Promise<ServiceErasure> {
    const { erasureId, contact } = checkedMessage(eraseContactDataMessageSchema, message);
    return this.bookings.erase(erasureId, contact);
  }

  @MessagePattern(subjectOf(PrivacyPatterns.listBookingErasures))
  erasures(@Payload() message: unknown): Promise<ServiceErasure[]> {
    return this.bookings.erasures(checkedMessage(listErasuresMessageSchema, message).limit);
  }
}
