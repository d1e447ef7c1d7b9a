import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { imageVariantUrls, type MediaUsage } from '@stagelink/contracts';
import { ProfileEntity } from '../profiles/profile.entity';
import { SectionEntity } from '../sections/section.entity';
import { MediaItemEntity } from './media-item.entity';
import { dataWithoutImage, usagesOf, type SectionImages } from './media-usage';

export type NewMediaItem = Omit<MediaItemEntity, 'id' | 'createdAt'>;

/** What the usage rules read: the profile photo and every section, hidden ones included. */
export interface ImageUses {
  profileId: number | null;
  profileImage: string | null;
  sections: SectionImages[];
}

@Injectable()
export class MediaRepository {
  constructor(
    @InjectRepository(MediaItemEntity) private readonly media: Repository<MediaItemEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  insert(item: NewMediaItem): Promise<MediaItemEntity> {
    return this.media.save(this.media.create(item));
  }

  listNewestFirst(): Promise<MediaItemEntity[]> {
    return this.media.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  imageUses(): Promise<ImageUses> {
    return readImageUses(this.dataSource.manager, false);
  }

  /**
   * Deletes the item and every use of it in one transaction, so the page never points at a
   * file that is going away: the profile photo is cleared, and sections lose the image.
   * Answers the removed item and where it was used, or null when there is no such item.
   */
  removeEverywhere(id: number): Promise<{ item: MediaItemEntity; usedBy: MediaUsage[] } | null> {
    return this.dataSource.transaction(async (manager) => {
      const item = await manager.findOne(MediaItemEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!item) return null;
      const urls = new Set(imageVariantUrls(item.url));
      const uses = await readImageUses(manager, true);
      if (uses.profileId !== null && uses.profileImage !== null && urls.has(uses.profileImage)) {
        await manager.update(ProfileEntity, { id: uses.profileId }, { profileImage: null });
      }
      for (const section of uses.sections) {
        const data = dataWithoutImage(section, urls);
        if (data) await manager.save(SectionEntity, manager.create(SectionEntity, { id: section.id, data }));
      }
      await manager.delete(MediaItemEntity, { id });
      return { item, usedBy: usagesOf(urls, uses.profileImage, uses.sections) };
    });
  }
}

/** Locked for update inside the delete, so a save running beside it waits instead of writing the image back. */
async function readImageUses(manager: EntityManager, lock: boolean): Promise<ImageUses> {
  const lockOption = lock ? { lock: { mode: 'pessimistic_write' as const } } : {};
  const profile = await manager.findOne(ProfileEntity, {
    where: {},
    order: { id: 'ASC' },
    select: { id: true, profileImage: true },
    ...lockOption,
  });
  const sections = await manager.find(SectionEntity, {
    order: { order: 'ASC', id: 'ASC' },
    select: { id: true, type: true, title: true, data: true },
    ...lockOption,
  });
  return { profileId: profile?.id ?? null, profileImage: profile?.profileImage ?? null, sections };
}
