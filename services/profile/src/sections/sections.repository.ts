import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { SectionEntity } from './section.entity';

@Injectable()
export class SectionsRepository {
  constructor(@InjectRepository(SectionEntity) private readonly sections: Repository<SectionEntity>) {}

  listInOrder(visibleOnly: boolean): Promise<SectionEntity[]> {
    const where: FindOptionsWhere<SectionEntity> = visibleOnly ? { isVisible: true } : {};
    return this.sections.find({ where, order: { order: 'ASC', id: 'ASC' } });
  }
}
