import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ArtificialLikeEntity } from '../artificial-likes/artificial-like.entity';
import { LikeTotalEntity } from '../likes/like-total.entity';
import { LikeEntity } from '../likes/like.entity';

@Injectable()
export class SectionCleanupRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Drops a deleted section's likes, their totals and its configured likes together. Deleting
   * what is already gone deletes nothing, so the same event handled twice changes nothing.
   */
  dropSection(sectionId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      for (const entity of [LikeEntity, LikeTotalEntity, ArtificialLikeEntity]) {
        await manager.delete(entity, { sectionId });
      }
    });
  }
}
