import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProfileEvents, sectionDeletedEventSchema, subjectOf } from '@stagelink/contracts';
import { checkedEvent } from '@stagelink/nest-kit';
import { SectionContentEntity } from './section-content.entity';

/**
 * A deleted section's translations go with it (docs/decisions.md, D-44). Deleting what is
 * already gone deletes nothing, so the same event handled twice changes nothing.
 */
@Controller()
export class SectionContentCleanupController {
  private readonly logger = new Logger(SectionContentCleanupController.name);

  constructor(@InjectRepository(SectionContentEntity) private readonly sectionContent: Repository<SectionContentEntity>) {}

  @EventPattern(subjectOf(ProfileEvents.sectionDeleted))
  async sectionDeleted(@Payload() event: unknown): Promise<void> {
    const deleted = checkedEvent(sectionDeletedEventSchema, event, this.logger);
    if (deleted) await this.sectionContent.delete({ sectionId: deleted.sectionId });
  }
}
