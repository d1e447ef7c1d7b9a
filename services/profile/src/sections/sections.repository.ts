import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { SectionEntity } from './section.entity';

export type NewSection = Pick<SectionEntity, 'profileId' | 'type' | 'title' | 'data' | 'order' | 'isVisible' | 'isDemo'>;

@Injectable()
export class SectionsRepository {
  constructor(@InjectRepository(SectionEntity) private readonly sections: Repository<SectionEntity>) {}

  listInOrder(visibleOnly: boolean): Promise<SectionEntity[]> {
    const where: FindOptionsWhere<SectionEntity> = visibleOnly ? { isVisible: true } : {};
    return this.sections.find({ where, order: { order: 'ASC', id: 'ASC' } });
  }

  async insertMany(sections: NewSection[]): Promise<void> {
    await this.sections.save(this.sections.create(sections));
  }
}
