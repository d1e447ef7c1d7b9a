import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, Repository } from 'typeorm';
import { ProfileEntity } from '../profiles/profile.entity';
import { SectionEntity } from './section.entity';

export type NewSection = Pick<SectionEntity, 'profileId' | 'type' | 'title' | 'data' | 'order' | 'isVisible' | 'isDemo'> &
  Partial<Pick<SectionEntity, 'visibleFrom' | 'visibleUntil'>>;
export type SectionChanges = Partial<Pick<SectionEntity, 'type' | 'title' | 'data' | 'isVisible' | 'visibleFrom' | 'visibleUntil'>>;

/** The sections while the order is held by one change: read, add, and store a new order. */
export interface OrderedSections {
  /** Every section's id in display order, read once the order was held. */
  readonly idsInOrder: readonly number[];
  find(id: number): Promise<SectionEntity | null>;
  insert(section: NewSection): Promise<SectionEntity>;
  /** Stores each id's position in `ids` as its order, 0..n-1. */
  renumber(ids: readonly number[]): Promise<void>;
  listInOrder(): Promise<SectionEntity[]>;
}

const IN_ORDER = { order: 'ASC', id: 'ASC' } as const;

/** A lock on the order itself, not on rows: a row lock would not cover a copy inserted by the change before. */
export const HOLD_SECTION_ORDER = `SELECT pg_advisory_xact_lock(hashtextextended('profile.sections.order', 0))`;

@Injectable()
export class SectionsRepository {
  constructor(
    @InjectRepository(SectionEntity) private readonly sections: Repository<SectionEntity>,
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  listInOrder(visibleOnly: boolean): Promise<SectionEntity[]> {
    const where: FindOptionsWhere<SectionEntity> = visibleOnly ? { isVisible: true } : {};
    return this.sections.find({ where, order: IN_ORDER });
  }

  findById(id: number): Promise<SectionEntity | null> {
    return this.sections.findOneBy({ id });
  }

  /** The one profile's id, or null before it exists. */
  async theProfileId(): Promise<number | null> {
    const profile = await this.profiles.findOne({ select: { id: true }, where: {}, order: { id: 'ASC' } });
    return profile?.id ?? null;
  }

  insert(section: NewSection): Promise<SectionEntity> {
    return this.sections.save(this.sections.create(section));
  }

  async insertMany(sections: NewSection[]): Promise<void> {
    await this.sections.save(this.sections.create(sections));
  }

  /** Saves the given columns (TypeORM writes only those that changed); null when there is no such section. */
  async update(id: number, changes: SectionChanges): Promise<SectionEntity | null> {
    const section = await this.findById(id);
    // Assigned, not merged: a merge would keep fields and list items the new data left out.
    return section && this.sections.save(Object.assign(section, changes));
  }

  /** Answers whether there was such a section. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.sections.delete({ id });
    return Boolean(affected);
  }

  /**
   * Runs `work` in one transaction holding the order: reorders and duplicates take turns, and
   * each reads the order only once it holds it, so none renumbers from a list another changed.
   */
  withOrderHeld<T>(work: (sections: OrderedSections) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(HOLD_SECTION_ORDER);
      const sections = manager.getRepository(SectionEntity);
      const ids = await sections.find({ select: { id: true }, order: IN_ORDER });
      return work({
        idsInOrder: ids.map((row) => row.id),
        find: (id) => sections.findOneBy({ id }),
        insert: (section) => sections.save(sections.create(section)),
        renumber: async (order) => {
          // One statement for the whole order: the repository API would need one UPDATE per section.
          await manager.query(
            `UPDATE "profile"."sections" AS "s" SET "order" = "o"."position" - 1, "updated_at" = now()
               FROM unnest($1::integer[]) WITH ORDINALITY AS "o"("id", "position")
              WHERE "s"."id" = "o"."id" AND "s"."order" <> "o"."position" - 1`,
            [order],
          );
        },
        listInOrder: () => sections.find({ order: IN_ORDER }),
      });
    });
  }
}
