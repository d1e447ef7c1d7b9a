import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ProfileEntity } from '../profiles/profile.entity';
import type { ProfileChanges } from '../profiles/profile.repository';
import { SectionEntity } from '../sections/section.entity';
import { HOLD_SECTION_ORDER } from '../sections/sections.repository';

/** The rows marked as the demo's, as one read. */
export interface DemoRows {
  profile: ProfileEntity | null;
  sections: SectionEntity[];
}

/** What a clear removes and resets, decided from the rows read under its lock. */
export interface DemoClearing {
  sectionIds: number[];
  profileChanges: ProfileChanges;
}

@Injectable()
export class DemoClearingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findDemoRows(): Promise<DemoRows> {
    const manager = this.dataSource.manager;
    const [profile, sections] = await Promise.all([
      manager.findOne(ProfileEntity, { where: {}, order: { id: 'ASC' } }),
      manager.find(SectionEntity, { where: { isDemo: true }, order: { order: 'ASC', id: 'ASC' } }),
    ]);
    return { profile, sections };
  }

  /**
   * Reads the demo rows holding the section order and the profile row, removes and resets what
   * `decide` picks, and unmarks every row left: what stays is the owner's (docs/decisions.md, D-111).
   */
  clear(decide: (rows: DemoRows) => DemoClearing): Promise<DemoClearing> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(HOLD_SECTION_ORDER);
      const profile = await manager.findOne(ProfileEntity, { where: {}, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      const sections = await manager.find(SectionEntity, { where: { isDemo: true } });
      const clearing = decide({ profile, sections });
      if (clearing.sectionIds.length > 0) await manager.delete(SectionEntity, { id: In(clearing.sectionIds) });
      await manager.update(SectionEntity, { isDemo: true }, { isDemo: false });
      if (profile) await manager.update(ProfileEntity, { id: profile.id }, { ...clearing.profileChanges, isDemo: false });
      return clearing;
    });
  }
}
