import { Injectable } from '@nestjs/common';
import type { BookingSubmission, Contact, ServiceErasure } from '@stagelink/contracts';
import { OwnerNotices } from '../notices/owner-notices';
import { toSubmission } from '../submissions/to-submission';
import { ContactBookingsRepository } from './contact-bookings.repository';

/**
 * A person's bookings, on the owner's request (docs/decisions.md, D-90): every booking whose
 * e-mail or phone is the contact, whole. An erase also withdraws the owner's e-mail notices
 * still queued for them; one whose job cannot be removed sends nothing either, since the job
 * reads its booking first and finds none.
 */
@Injectable()
export class ContactBookingsService {
  constructor(
    private readonly bookings: ContactBookingsRepository,
    private readonly notices: OwnerNotices,
  ) {}

  async find(contact: Contact): Promise<BookingSubmission[]> {
    return (await this.bookings.find(contact)).map((row) => toSubmission(row));
  }

  async erase(erasureId: string, contact: Contact): Promise<ServiceErasure> {
    const { erasure, ids } = await this.bookings.erase(erasureId, contact);
    this.notices.withdraw(ids);
    return erasure;
  }

  erasures(limit: number): Promise<ServiceErasure[]> {
    return this.bookings.erasures(limit);
  }
}
