import { Injectable } from '@nestjs/common';
import type { Section } from '@stagelink/contracts';
import type { DemoSection } from '../demo/demo-content';
import { SectionEntity } from './section.entity';
import { SectionsRepository } from './sections.repository';

@Injectable()
export class SectionsService {
  constructor(private readonly sections: SectionsRepository) {}

  async list(visibleOnly: boolean): Promise<Section[]> {
    const rows = await this.sections.listInOrder(visibleOnly);
    return rows.map(toSection);
  }

  insertDemo(profileId: number, sections: DemoSection[]): Promise<void> {
    return this.sections.insertMany(sections.map((section, order) => ({ ...section, profileId, order, isVisible: true, isDemo: true })));
  }
}

function toSection(row: SectionEntity): Section {
  return {
    id: row.id,
    profileId: row.profileId,
    type: row.type,
    title: row.title,
    data: row.data,
    order: row.order,
    isVisible: row.isVisible,
  };
}
