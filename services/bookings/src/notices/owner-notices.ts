/**
 * How the bookings service tells the owner of a new booking, once its row is committed
 * (docs/decisions.md, D-48). `announce` and `withdraw` never wait and never throw: the visitor's answer
 * does not depend on the mail.
 */
export abstract class OwnerNotices {
  /** Whether a new booking's notice is wanted, so its row is stored as pending. */
  abstract readonly enabled: boolean;
  abstract announce(bookingId: number): void;
  /** Drops the notices still queued for these bookings, erased at a person's request (docs/decisions.md, D-90). */
  abstract withdraw(bookingIds: readonly number[]): void;
}

/** Without SMTP_URL: no notices, and no Redis needed. */
export class NoOwnerNotices extends OwnerNotices {
  readonly enabled = false;
  announce(): void {
    // Nothing is sent: the owner has not configured a mail server.
  }
  withdraw(): void {
    // Nothing was queued.
  }
}

export const OWNER_NOTICE_QUEUE = 'booking-owner-notices';
export const OWNER_NOTICE_JOB = 'notify-owner';

export interface OwnerNoticeJob {
  bookingId: number;
}

/** One job per booking: adding it again while it exists is a no-op (BullMQ ids may not be bare integers). */
export const ownerNoticeJobId = (bookingId: number) => `booking-${bookingId}`;
