import type { ServiceDatabaseOptions } from '@stagelink/nest-kit';
import { BookingsErasureEntity } from '../privacy/privacy-erasure.entity';
import { BookingChangeEntity } from '../submissions/booking-change.entity';
import { BookingSubmissionEntity } from '../submissions/booking-submission.entity';
import { CreateBookingsSchema1763769600000 } from './migrations/1763769600000-create-bookings-schema';
import { BookingsInboxAndNotices1764979200000 } from './migrations/1764979200000-bookings-inbox-and-notices';
import { AddPrivacyErasures1765238400000 } from './migrations/1765238400000-add-privacy-erasures';
import { BookingsInboxHistoryAndSubmitKeys1765600000000 } from './migrations/1765600000000-bookings-inbox-history-and-submit-keys';

/** The bookings schema: every table's entity and the migrations that build them, in order. */
export const bookingsDatabase: ServiceDatabaseOptions = {
  schema: 'bookings',
  entities: [BookingSubmissionEntity, BookingChangeEntity, BookingsErasureEntity],
  migrations: [
    CreateBookingsSchema1763769600000,
    BookingsInboxAndNotices1764979200000,
    AddPrivacyErasures1765238400000,
    BookingsInboxHistoryAndSubmitKeys1765600000000,
  ],
};
