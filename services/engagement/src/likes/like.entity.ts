import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity({ schema: 'engagement', name: 'likes' })
@Unique('likes_one_per_visitor', ['sectionId', 'videoIndex', 'ipAddress'])
@Check('likes_video_index_check', '"video_index" >= 0')
export class LikeEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** Points into the profile service's schema: a plain column, as no foreign key crosses schemas. */
  @Column({ name: 'section_id', type: 'integer' })
  sectionId!: number;

  @Column({ name: 'video_index', type: 'integer', default: 0 })
  videoIndex!: number;

  @Column({ name: 'ip_address', type: 'varchar', length: 45 })
  ipAddress!: string;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  timestamp!: Date;
}
