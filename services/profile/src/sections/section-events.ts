import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { ProfileEvents, subjectOf, type SectionDeletedEvent } from '@stagelink/contracts';
import { withTraceHeaders } from '@stagelink/nest-kit';

export const PROFILE_EVENTS_CLIENT = Symbol('PROFILE_EVENTS_CLIENT');

/**
 * Publishes the profile service's facts on NATS for the services that keep data about sections
 * (docs/decisions.md, D-44). Delivery is NATS's: at most once, to whoever listens at that moment.
 */
@Injectable()
export class SectionEvents {
  private readonly logger = new Logger(SectionEvents.name);

  constructor(@Inject(PROFILE_EVENTS_CLIENT) private readonly client: ClientProxy) {}

  /** Called after the delete committed; a failure to publish is logged, as the delete stands. */
  async sectionDeleted(sectionId: number): Promise<void> {
    const event: SectionDeletedEvent = { sectionId };
    try {
      await firstValueFrom(this.client.emit(subjectOf(ProfileEvents.sectionDeleted), withTraceHeaders(event)), { defaultValue: undefined });
    } catch (error) {
      this.logger.error({ err: error, sectionId }, 'section-deleted was not published; its likes and translations stay behind');
    }
  }
}
