import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { ClearDemoTranslationsMessage } from '@stagelink/contracts';
import { ProfileContentEntity } from '../profile-content/profile-content.entity';
import { SectionContentEntity } from '../section-content/section-content.entity';

/** The profile fields that have translations here; the photo has none. */
const TRANSLATED_FIELDS = ['name', 'description'] as const;

@Injectable()
export class DemoTranslationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every translation of the demo's words goes (docs/decisions.md, D-111): its sections' and
   * those of the profile fields going back to their defaults, whoever wrote them; a language
   * left with no text goes as a row. Safe to repeat. Answers the rows deleted or changed.
   */
  clear({ profileId, sectionIds, profileFields }: ClearDemoTranslationsMessage): Promise<number> {
    const fields = TRANSLATED_FIELDS.filter((field) => profileFields.includes(field));
    return this.dataSource.transaction(async (manager) => {
      let rows = 0;
      if (sectionIds.length > 0) rows += (await manager.delete(SectionContentEntity, { sectionId: In(sectionIds) })).affected ?? 0;
      if (profileId === null || fields.length === 0) return rows;
      const translated = await manager.find(ProfileContentEntity, { where: { profileId }, lock: { mode: 'pessimistic_write' } });
      for (const row of translated) {
        if (fields.every((field) => row[field] === null)) continue;
        for (const field of fields) row[field] = null;
        row.origins = Object.fromEntries(Object.entries(row.origins).filter(([field]) => !fields.some((gone) => gone === field)));
        if (row.name === null && row.description === null) await manager.delete(ProfileContentEntity, { id: row.id });
        else await manager.save(row);
        rows += 1;
      }
      return rows;
    });
  }
}
