import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many subscriptions there are, in one row kept by the table's statement triggers, so the
 * owner's list reads its total without counting (docs/decisions.md, D-64).
 */
@Entity({ schema: 'engagement', name: 'subscriber_count' })
@Check('subscriber_count_one_row_check', '"one_row"')
@Check('subscriber_count_total_check', '"total" >= 0')
export class SubscriberCountEntity {
  @PrimaryColumn({ name: 'one_row', type: 'boolean', default: true })
  oneRow!: true;

  @Column({ type: 'integer' })
  total!: number;
}
