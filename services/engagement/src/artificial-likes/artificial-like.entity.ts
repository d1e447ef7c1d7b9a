import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

@Entity({ schema: 'engagement', name: 'artificial_likes' })
@Unique('artificial_likes_one_per_video', ['sectionId', 'videoIndex'])
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
