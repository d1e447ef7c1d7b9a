import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { I18nEvents, subjectOf, type ContentChangedEvent } from '@stagelink/contracts';
import { withTraceHeaders } from '@stagelink/nest-kit';

export const I18N_EVENTS_CLIENT = Symbol('I18N_EVENTS_CLIENT');

/**
 * Tells every gateway that the owner's words changed, so none serves a cached copy of the old
 * ones (docs/decisions.md, D-70). Called after the write committed; a failure is logged, as the
 * write stands and the caches expire on their own within minutes.
 */
@Injectable()
export class ContentEvents {
  private readonly logger = new Logger(ContentEvents.name);

  constructor(@Inject(I18N_EVENTS_CLIENT) private readonly client: ClientProxy) {}

  async changed(what: ContentChangedEvent['what']): Promise<void> {
    const event: ContentChangedEvent = { what };
    try {
      await firstValueFrom(this.client.emit(subjectOf(I18nEvents.contentChanged), withTraceHeaders(event)), { defaultValue: undefined });
    } catch (error) {
      this.logger.error({ err: error, what }, 'content-changed was not published; gateways serve their cached copy until it expires');
    }
  }
}
