import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  I18nPatterns,
  listSectionContentsSchema,
  saveSectionContentMessageSchema,
  sectionContentKeySchema,
  subjectOf,
  type SectionContent,
} from '@stagelink/contracts';
import { checkedMessage } from '@stagelink/nest-kit';
import { SectionContentStore } from './section-content.store';

@Controller()
export class SectionContentController {
  constructor(private readonly store: SectionContentStore) {}

  @MessagePattern(subjectOf(I18nPatterns.listSectionContents))
  list(@Payload() message: unknown): Promise<SectionContent[]> {
    return this.store.list(checkedMessage(listSectionContentsSchema, message).language);
  }

  @MessagePattern(subjectOf(I18nPatterns.getSectionContent))
  get(@Payload() message: unknown): Promise<SectionContent> {
    const { sectionId, language } = checkedMessage(sectionContentKeySchema, message);
    return this.store.get(sectionId, language);
  }

  @MessagePattern(subjectOf(I18nPatterns.saveSectionContent))
  save(@Payload() message: unknown): Promise<SectionContent> {
    const { sectionId, language, sectionType, sectionData, sectionTitle, changes } = checkedMessage(
      saveSectionContentMessageSchema,
      message,
    );
    return this.store.ownerSave(sectionId, language, sectionType, { title: sectionTitle, data: sectionData }, changes);
  }
}
