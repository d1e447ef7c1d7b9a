import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  bookingTextLimit,
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

const COLUMNS = ['name', 'description'] as const;
type Column = (typeof COLUMNS)[number];
/** The owner's own limits, which a machine's text is cut to (docs/decisions.md, D-80). */
const LIMITS: Record<Column, number> = { name: MAX_PROFILE_NAME, description: MAX_PROFILE_DESCRIPTION };

/** The profile's own texts now: name, description and the booking texts by key (D-140). */
export interface ProfileOriginals {
  name: string;
  description: string;
  booking: Record<string, string>;
}

const isColumn = (field: string): field is Column => (COLUMNS as readonly string[]).includes(field);

/** One translated text of a row: a column for the name and description, the booking texts by key. */
function textOf(row: ProfileContentEntity | null, field: string): string {
  if (!row) return '';
  return (isColumn(field) ? row[field] : row.bookingTexts[field]) ?? '';
}

function setText(row: ProfileContentEntity, field: string, text: string): void {
  if (isColumn(field)) row[field] = text === '' ? null : text;
  else if (text === '') row.bookingTexts = withoutKey(row.bookingTexts, field);
  else row.bookingTexts = { ...row.bookingTexts, [field]: text };
}

function withoutKey(texts: Record<string, string>, key: string): Record<string, string> {
  const rest = { ...texts };
  delete rest[key];
  return rest;
}

function originalOf(originals: ProfileOriginals, field: string): string {
  return isColumn(field) ? originals[field] : (originals.booking[field] ?? '');
}

/** The profile's name, description and booking texts per language (spec section 3, profile_content; D-140). */
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
    originals: ProfileOriginals,
    changes: SaveProfileContentRequest,
  ): Promise<ProfileContent> {
    const written: Record<string, string> = { ...changes.booking };
    if (changes.name !== undefined) written.name = changes.name;
    if (changes.description !== undefined) written.description = changes.description;
    const saved = await this.locked(profileId, language, (row) => {
      for (const [field, next] of Object.entries(written)) {
        row.origins = ownerWrote(row.origins, field, textOf(row, field), next);
        setText(row, field, next);
      }
      for (const field of new Set([...Object.keys(written), ...(changes.keep ?? [])])) {
        row.origins = writtenFor(row.origins, field, originalOf(originals, field));
      }
    });
    await this.events.changed('profile');
    return toContent(profileId, language, saved);
  }

  /** The texts an automatic run looks at, with the source taken from `sourceLang` where translated. */
  async unitFields(profile: { id: number } & ProfileOriginals, sourceLang: Language, targetLang: Language): Promise<UnitField[]> {
    const repository = this.dataSource.getRepository(ProfileContentEntity);
    const [source, target] = await Promise.all([
      repository.findOneBy({ profileId: profile.id, language: sourceLang }),
      repository.findOneBy({ profileId: profile.id, language: targetLang }),
    ]);
    const fields = [...COLUMNS, ...Object.keys(profile.booking)];
    return fields.map((field) => ({
      key: field,
      source: textOf(source, field) || originalOf(profile, field),
      current: textOf(target, field),
      entry: target?.origins[field],
      limit: isColumn(field) ? LIMITS[field] : bookingTextLimit(field),
    }));
  }

  /** The machine's texts, each only where the owner has not written since the run planned it. */
  async machineWrite(
    profile: { id: number } & ProfileOriginals,
    language: Language,
    texts: MachineText[],
    force: boolean,
  ): Promise<WriteOutcome> {
    const outcome: WriteOutcome = { written: 0, keptOwner: 0 };
    if (texts.length === 0) return outcome;
    await this.locked(profile.id, language, (row) => {
      for (const { key, text, sourceHash } of texts) {
        const plan = planFor(row.origins[key], textOf(row, key), sourceHash, force);
        if (plan === 'keep-owner') outcome.keptOwner += 1;
        if (plan !== 'translate') continue;
        setText(row, key, text);
        row.origins = writtenFor({ ...row.origins, [key]: { by: 'machine', sourceHash } }, key, originalOf(profile, key));
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
        .values({ profileId, language, origins: {}, bookingTexts: {} })
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
    booking: row?.bookingTexts ?? {},
    origins: publicOrigins(row?.origins ?? {}),
    sources: publicSources(row?.origins ?? {}),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
