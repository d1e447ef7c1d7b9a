import { Controller, Logger } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { clearDemoSectionsMessageSchema, DemoPatterns, ProfileEvents, sectionDeletedEventSchema, subjectOf } from '@stagelink/contracts';
import { checkedEvent, checkedMessage } from '@stagelink/nest-kit';
import { SectionCleanupRepository } from './section-cleanup.repository';

/** A deleted section's likes go with it (docs/decisions.md, D-44); the demo's, its clicks too (D-111). */
@Controller()
export class SectionCleanupController {
  private readonly logger = new Logger(SectionCleanupController.name);

  constructor(private readonly cleanup: SectionCleanupRepository) {}

  @EventPattern(subjectOf(ProfileEvents.sectionDeleted))
  async sectionDeleted(@Payload() event: unknown): Promise<void> {
    const deleted = checkedEvent(sectionDeletedEventSchema, event, this.logger);
    if (deleted) await this.cleanup.dropSection(deleted.sectionId);
  }

  @MessagePattern(subjectOf(DemoPatterns.clearEngagement))
  async clearDemo(@Payload() message: unknown): Promise<{ rows: number }> {
    return { rows: await this.cleanup.dropDemoSections(checkedMessage(clearDemoSectionsMessageSchema, message).sectionIds) };
  }
}
