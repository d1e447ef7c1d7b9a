import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createSectionSchema,
  listSectionsSchema,
  ProfilePatterns,
  reorderSectionsSchema,
  Section,
  sectionIdMessageSchema,
  subjectOf,
  updateSectionMessageSchema,
  type ListSectionsDto,
} from '@stagelink/contracts';
import { checkedMessage, CheckedPayload } from '@stagelink/nest-kit';
import { SectionsService } from './sections.service';

/** The owner's messages are parsed again with the gateway's schemas (docs/decisions.md, D-43). */
@Controller()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @MessagePattern(subjectOf(ProfilePatterns.listSections))
  list(@CheckedPayload(listSectionsSchema) request: ListSectionsDto): Promise<Section[]> {
    return this.sections.list(request.visibleOnly);
  }

  @MessagePattern(subjectOf(ProfilePatterns.getSection))
  get(@Payload() message: unknown): Promise<Section> {
    return this.sections.get(checkedMessage(sectionIdMessageSchema, message).id);
  }

  @MessagePattern(subjectOf(ProfilePatterns.createSection))
  create(@Payload() message: unknown): Promise<Section> {
    return this.sections.create(checkedMessage(createSectionSchema, message));
  }

  @MessagePattern(subjectOf(ProfilePatterns.updateSection))
  update(@Payload() message: unknown): Promise<Section> {
    const { id, changes } = checkedMessage(updateSectionMessageSchema, message);
    return this.sections.update(id, changes);
  }

  @MessagePattern(subjectOf(ProfilePatterns.deleteSection))
  delete(@Payload() message: unknown): Promise<{ deleted: true }> {
    return this.sections.delete(checkedMessage(sectionIdMessageSchema, message).id);
  }

  @MessagePattern(subjectOf(ProfilePatterns.duplicateSection))
  duplicate(@Payload() message: unknown): Promise<Section> {
    return this.sections.duplicate(checkedMessage(sectionIdMessageSchema, message).id);
  }

  @MessagePattern(subjectOf(ProfilePatterns.reorderSections))
  reorder(@Payload() message: unknown): Promise<Section[]> {
    return this.sections.reorder(checkedMessage(reorderSectionsSchema, message));
  }
}
