import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity({ schema: 'engagement', name: 'artificial_likes' })
@Unique('artificial_likes_one_per_video', ['sectionId', 'videoIndex'])
@Check('artificial_likes_video_index_check', '"video_index" >= 0')
@Check('artificial_likes_base_likes_check', '"base_likes" >= 0')
@Check('artificial_likes_incremental_likes_check', '"incremental_likes" >= 0')
@Check('artificial_likes_views_per_increment_check', '"views_per_increment" >= 1')
@Check('artificial_likes_last_increment_view_check', '"last_increment_view" >= 0')
export class ArtificialLikeEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'section_id', type: 'integer' })
  sectionId!: number;

  @Column({ name: 'video_index', type: 'integer', default: 0 })
  videoIndex!: number;

  @Column({ name: 'base_likes', type: 'integer', default: 0 })
  baseLikes!: number;

  @Column({ name: 'incremental_likes', type: 'integer', default: 0 })
  incrementalLikes!: number;

  @Column({ name: 'views_per_increment', type: 'integer', default: 10 })
  viewsPerIncrement!: number;

  @Column({ name: 'last_increment_view', type: 'integer', default: 0 })
  lastIncrementView!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
