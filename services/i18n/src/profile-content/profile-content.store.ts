import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  MAX_PROFILE_DESCRIPTION,
  MAX_PROFILE_NAME,
  type Language,
  type ProfileContent,
  type SaveProfileContentRequest,
} from '@stagelink/contracts';
import { ContentEvents } from '../content-events/content-events';
import { ownerWrote, planFor, publicOrigins, publicSources, writtenFor } from '../content/field-origins';
import type { MachineText, UnitField, WriteOutcome } from '../content/machine-text';
import { ProfileContentEntity } from './profile-content.entity';

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];
/** The owner's own limits, which a machine's text is cut to (docs/decisions.md, D-80). */
const LIMITS: Record<Field, number> = { name: MAX_PROFILE_NAME, description: MAX_PROFILE_DESCRIPTION };

/** The profile's name and description per language (spec section 3, profile_content). */
@Injectable()
export class ProfileContentStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: ContentEvents,
  ) {}

  async get(profileId: number, language: Language): Promise<ProfileContent> {
    const row = await this.dataSource.getRepository(ProfileContentEntity).findOneBy({ profileId, language });
    return toContent(profileId, language, row);
  }

  /**
   * The owner's words: each changed field becomes theirs; '' removes a translation. A field
   * written or kept is marked as written for the original as it is now (D-109).
   */
  async ownerSave(
    profileId: number,
    language: Language,
    originals: Record<Field, string>,
    changes: SaveProfileContentRequest,
  ): Promise<ProfileContent> {
    const saved = await this.locked(profileId, language, (row) => {
      for (const field of FIELDS) {
        const next = changes[field];
        if (next !== undefined) {
          row.origins = ownerWrote(row.origins, field, row[field] ?? '', next);
          row[field] = next === '' ? null : next;
        }
        if (next !== undefined || changes.keep?.includes(field)) row.origins = writtenFor(row.origins, field, originals[field]);
      }
    });
    await this.events.changed('profile');
    return toContent(profileId, language, saved);
  }

  /** The texts an automatic run looks at, with the source taken from `sourceLang` where translated. */
  async unitFields(
    profile: { id: number; name: string; description: string },
    sourceLang: Language,
    targetLang: Language,
  ): Promise<UnitField[]> {
    const repository = this.dataSource.getRepository(ProfileContentEntity);
    const [source, target] = await Promise.all([
      repository.findOneBy({ profileId: profile.id, language: sourceLang }),
      repository.findOneBy({ profileId: profile.id, language: targetLang }),
    ]);
    return FIELDS.map((field) => ({
      key: field,
      source: source?.[field] || profile[field],
      current: target?.[field] ?? '',
      entry: target?.origins[field],
      limit: LIMITS[field],
    }));
  }

  /** The machine's texts, each only where the owner has not written since the run planned it. */
  async machineWrite(
    profile: { id: number } & Record<Field, string>,
    language: Language,
    texts: MachineText[],
    force: boolean,
  ): Promise<WriteOutcome> {
    const outcome: WriteOutcome = { written: 0, keptOwner: 0 };
    if (texts.length === 0) return outcome;
    await this.locked(profile.id, language, (row) => {
      for (const { key, text, sourceHash } of texts) {
        const field = key as Field;
        const plan = planFor(row.origins[field], row[field] ?? '', sourceHash, force);
        if (plan === 'keep-owner') outcome.keptOwner += 1;
        if (plan !== 'translate') continue;
        row[field] = text;
        row.origins = writtenFor({ ...row.origins, [field]: { by: 'machine', sourceHash } }, field, profile[field]);
        outcome.written += 1;
      }
    });
    if (outcome.written > 0) await this.events.changed('profile');
    return outcome;
  }

  /**
   * One language's row, made if missing and locked while it changes, so the owner's save and a
   * job's write never lose each other's fields.
   */
  private locked(profileId: number, language: Language, change: (row: ProfileContentEntity) => void): Promise<ProfileContentEntity> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProfileContentEntity)
        .values({ profileId, language, origins: {} })
        .orIgnore()
        .execute();
      const row = await manager.findOneOrFail(ProfileContentEntity, {
        where: { profileId, language },
        lock: { mode: 'pessimistic_write' },
      });
      change(row);
      return manager.save(row);
    });
  }
}

function toContent(profileId: number, language: Language, row: ProfileContentEntity | null): ProfileContent {
  return {
    profileId,
    language,
    name: row?.name ?? '',
    description: row?.description ?? '',
    origins: publicOrigins(row?.origins ?? {}),
    sources: publicSources(row?.origins ?? {}),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
