import { Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { BookingsEvents, subjectOf, type BookingSubmission } from '@stagelink/contracts';
import { readInfraConfig, withTraceHeaders } from '@stagelink/nest-kit';

const NATS_PUBLISHER = Symbol('NATS_PUBLISHER');

/**
 * Tells every gateway of a committed submission, for the owner's open inbox (docs/decisions.md,
 * D-47). A publish, not a request: nobody answers, and a lost event costs only a live update,
 * which the inbox makes up for when its stream reconnects.
 */
@Injectable()
export class BookingEventPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(BookingEventPublisher.name);

  constructor(@Inject(NATS_PUBLISHER) private readonly client: ClientProxy) {}

  created(submission: BookingSubmission): void {
    // emit() sends at once, whether or not anyone subscribes to its result; this only hears failures.
    this.client.emit(subjectOf(BookingsEvents.created), withTraceHeaders(submission)).subscribe({
      error: (error: unknown) => this.logger.warn({ err: error, bookingId: submission.id }, 'Could not publish the new booking'),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

@Module({
  providers: [
    {
      provide: NATS_PUBLISHER,
      useFactory: () =>
        ClientProxyFactory.create({
          transport: Transport.NATS,
          options: {
            servers: [readInfraConfig().natsUrl],
            name: 'stagelink-bookings-events',
            maxReconnectAttempts: -1,
            reconnectTimeWait: 1000,
          },
        }),
    },
    BookingEventPublisher,
  ],
  exports: [BookingEventPublisher],
})
export class BookingEventsModule {}
