import type { EntityManager, Repository } from 'typeorm';
import type { ContactKind, ServiceErasure } from '@stagelink/contracts';
import { typeOrm } from '../database/typeorm-on-demand';

/**
 * The erase log of a service that holds people's contacts (docs/decisions.md, D-90): one row
 * per erase request, written in the transaction that deletes the rows, so an erase that
 * happened is always logged and a logged one always happened. It says when, by which kind of
 * contact and how many rows, never the contact. The gateway joins the services' entries of one
 * request by its id.
 */
export interface ErasureLogRow {
  id: string;
  erasedAt: Date;
  contactKind: ContactKind;
  rows: number;
}

/** The log's entity in the service's own schema, for its database options. */
export function erasureLogEntity(schema: string): new () => ErasureLogRow {
  const { Check, Column, Entity, PrimaryColumn } = typeOrm();
  @Entity({ schema, name: 'privacy_erasures' })
  @Check('privacy_erasures_contact_kind_check', `"contact_kind" IN ('email', 'phone')`)
  @Check('privacy_erasures_rows_check', '"rows" >= 0')
  class PrivacyErasureEntity implements ErasureLogRow {
    /** The request's id, from the gateway: the same in every service's log. */
    @PrimaryColumn({ type: 'uuid' })
    id!: string;

    @Column({ name: 'erased_at', type: 'timestamptz', default: () => 'now()' })
    erasedAt!: Date;

    @Column({ name: 'contact_kind', type: 'varchar', length: 5 })
    contactKind!: ContactKind;

    @Column({ type: 'integer' })
    rows!: number;
  }
  return PrivacyErasureEntity;
}

/** Writes the entry inside the caller's transaction, the one that deleted the rows. */
export async function recordErasure(
  manager: EntityManager,
  entity: new () => ErasureLogRow,
  entry: Omit<ErasureLogRow, 'erasedAt'>,
): Promise<ServiceErasure> {
  const saved = await manager.getRepository(entity).save(manager.create(entity, entry));
  return toServiceErasure(saved);
}

/** The newest entries first. */
export async function latestErasures(log: Repository<ErasureLogRow>, limit: number): Promise<ServiceErasure[]> {
  const rows = await log.find({ order: { erasedAt: 'DESC', id: 'ASC' }, take: limit });
  return rows.map(toServiceErasure);
}

function toServiceErasure(row: ErasureLogRow): ServiceErasure {
  return { id: row.id, erasedAt: row.erasedAt.toISOString(), contactKind: row.contactKind, rows: row.rows };
}
