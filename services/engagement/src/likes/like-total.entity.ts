import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The number of likes of one video, kept beside the likes so that reading or toggling one
 * never counts rows. It moves in the toggle's own statement (likes.repository.ts).
 */
@Entity({ schema: 'engagement', name: 'like_totals' })
@Check('like_totals_video_index_check', '"video_index" >= 0')
@Check('like_totals_total_check', '"total" >= 0')
export class LikeTotalEntity {
  @PrimaryColumn({ name: 'section_id', type: 'integer' })
  sectionId!: number;

  @PrimaryColumn({ name: 'video_index', type: 'integer' })
  videoIndex!: number;

  @Column({ type: 'integer', default: 0 })
  total!: number;
}
