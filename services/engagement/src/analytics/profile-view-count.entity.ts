import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many profile views there have been, in one row (its constant key keeps it one), so
 * stepping the configured likes on a view reads one row (analytics.repository.ts).
 */
@Entity({ schema: 'engagement', name: 'profile_view_count' })
@Check('profile_view_count_one_row_check', '"one_row"')
@Check('profile_view_count_total_check', '"total" >= 0')
export class ProfileViewCountEntity {
  @PrimaryColumn({ name: 'one_row', type: 'boolean', default: true })
  oneRow!: true;

  @Column({ type: 'integer' })
  total!: number;
}
