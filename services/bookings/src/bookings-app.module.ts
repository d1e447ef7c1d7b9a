import { Module, type Type } from '@nestjs/common';
import { loggerModule, serviceDatabaseModule, serviceHealthController, type OwnerMailConfig } from '@stagelink/nest-kit';
import { bookingsDatabase } from './database/bookings-database';
import { OwnerNoticesModule } from './notices/owner-notices.module';
import { PrivacyModule } from './privacy/privacy.module';
import { BookingSubmissionsModule } from './submissions/booking-submissions.module';

export class BookingsAppModule {
  /** The service as configured: with the owner's e-mail notices, or without (null). */
  static forRoot(mail: OwnerMailConfig | null): Type<unknown> {
    @Module({
      imports: [
        loggerModule(),
        serviceDatabaseModule(bookingsDatabase),
        OwnerNoticesModule.forConfig(mail),
        BookingSubmissionsModule,
        PrivacyModule,
      ],
      controllers: [serviceHealthController('bookings')],
    })
    class ConfiguredBookingsAppModule {}
    return ConfiguredBookingsAppModule;
  }
}
