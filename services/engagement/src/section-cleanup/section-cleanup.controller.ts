import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ProfileEvents, sectionDeletedEventSchema, subjectOf } from '@stagelink/contracts';
import { checkedEvent } from '@stagelink/nest-kit';
import { SectionCleanupRepository } from './section-cleanup.repository';

/** A deleted section's likes go with it (docs/decisions.md, D-44). */
@Controller()
export class SectionCleanupController {
  private readonly logger = new Logger(SectionCleanupController.name);

  constructor(private readonly cleanup: SectionCleanupRepository) {}

  @EventPattern(subjectOf(ProfileEvents.sectionDeleted))
  async sectionDeleted(@Payload() event: unknown): Promise<void> {
    const deleted = checkedEvent(sectionDeletedEventSchema, event, this.logger);
    if (deleted) await this.cleanup.dropSection(deleted.sectionId);
  }
}
