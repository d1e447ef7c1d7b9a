import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  anchorIn,
  MAX_SECTION_TITLE,
  pickSectionTexts,
  placeOfText,
  RpcErrorCode,
  sectionTextAt,
  sectionTextLimit,
  sectionTextsOf,
  setSectionText,
  type Language,
  type SaveSectionContentRequest,
  type SectionContent,
  type SectionType,
} from '@stagelink/contracts';
import { DomainError } from '@stagelink/nest-kit';
import { ContentEvents } from '../content-events/content-events';
import { ownerWrote, planFor, publicOrigins, publicSources, writtenFor, type FieldOrigins } from '../content/field-origins';
import type { MachineText, UnitField, WriteOutcome } from '../content/machine-text';
import { SectionContentEntity } from './section-content.entity';

const TITLE = 'title';
const DATA = 'data.';

export interface SectionOriginal {
  id: number;
  type: SectionType;
  title: string;
  data: Record<string, unknown>;
}

/**
 * A section's title and texts per language (spec section 3, section_content). `data` holds
 * only the translatable texts of the section's type, laid over its data by the page.
 */
@Injectable()
export class SectionContentStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: ContentEvents,
  ) {}

  async get(sectionId: number, language: Language): Promise<SectionContent> {
    const row = await this.dataSource.getRepository(SectionContentEntity).findOneBy({ sectionId, language });
    return toContent(sectionId, language, row);
  }

  async list(language: Language): Promise<SectionContent[]> {
    const rows = await this.dataSource.getRepository(SectionContentEntity).find({ where: { language }, order: { sectionId: 'ASC' } });
    return rows.map((row) => toContent(row.sectionId, language, row));
  }

  /**
   * The owner's words: each changed text becomes theirs; '' removes a translation. `original`
   * is the section's data now: a list item's text goes where that item's translation is
   * (docs/decisions.md, D-79), tied to the original text the gateway checked it against.
   */
  async ownerSave(
    sectionId: number,
    language: Language,
    type: SectionType,
    { title: originalTitle, data: original }: Pick<SectionOriginal, 'title' | 'data'>,
    changes: SaveSectionContentRequest,
  ): Promise<SectionContent> {
    const picked = changes.data === undefined ? null : pickSectionTexts(type, changes.data);
    if (picked && !picked.ok) throw new DomainError(RpcErrorCode.Validation, picked.message);
    const saved = await this.locked(sectionId, language, (row) => {
      if (changes.title !== undefined) {
        row.origins = ownerWrote(row.origins, TITLE, row.title ?? '', changes.title);
        row.title = changes.title === '' ? null : changes.title;
      }
      const kept = new Set(changes.keep ?? []);
      if (changes.title !== undefined) kept.add(TITLE);
      if (picked?.ok) {
        let data = row.data ?? {};
        for (const { path, text } of sectionTextsOf(type, picked.value)) {
          if (!hasText(picked.value, path)) continue;
          const place = placeOfText(original, data, path);
          if (text === '' && place.text === '' && place.stale === null) continue;
          row.origins = ownerWrote(row.origins, DATA + place.slot, place.text, text);
          data = setSectionText(data, place.slot, text, sentAnchor(picked.value, path));
          kept.add(DATA + path);
        }
        row.data = data;
      }
      row.origins = markedWrittenFor(row.origins, kept, originalTitle, original);
    });
    await this.events.changed('section');
    return toContent(sectionId, language, saved);
  }

  /**
   * The texts an automatic run looks at. A list item's current translation is the one that
   * applies to it, or a stale one at its place (the owner's then stays until they look at it).
   */
  async unitFields(section: SectionOriginal, sourceLang: Language, targetLang: Language): Promise<UnitField[]> {
    const repository = this.dataSource.getRepository(SectionContentEntity);
    const [source, target] = await Promise.all([
      repository.findOneBy({ sectionId: section.id, language: sourceLang }),
      repository.findOneBy({ sectionId: section.id, language: targetLang }),
    ]);
    const title: UnitField = {
      key: TITLE,
      source: source?.title || section.title,
      current: target?.title ?? '',
      entry: target?.origins[TITLE],
      limit: MAX_SECTION_TITLE,
    };
    const texts = sectionTextsOf(section.type, section.data).map(({ path, text }) => {
      const inTarget = placeOfText(section.data, target?.data, path);
      return {
        key: DATA + path,
        source: placeOfText(section.data, source?.data, path).text || text,
        current: inTarget.text || inTarget.stale?.text || '',
        entry: target?.origins[DATA + inTarget.slot],
        limit: sectionTextLimit(section.type, path),
      };
    });
    return [title, ...texts];
  }

  /** The machine's texts for `section` as the job read it, each where its item's translation is (D-79). */
  async machineWrite(section: SectionOriginal, language: Language, texts: MachineText[], force: boolean): Promise<WriteOutcome> {
    const outcome: WriteOutcome = { written: 0, keptOwner: 0 };
    if (texts.length === 0) return outcome;
    await this.locked(section.id, language, (row) => {
      let data = row.data ?? {};
      for (const { key, text, sourceHash } of texts) {
        const path = key === TITLE ? null : key.slice(DATA.length);
        const place = path === null ? null : placeOfText(section.data, data, path);
        const slot = place === null ? TITLE : DATA + place.slot;
        const current = place === null ? (row.title ?? '') : place.text || place.stale?.text || '';
        const plan = planFor(row.origins[slot], current, sourceHash, force);
        if (plan === 'keep-owner') outcome.keptOwner += 1;
        if (plan !== 'translate') continue;
        if (path === null || place === null) row.title = text;
        else data = setSectionText(data, place.slot, text, listAnchor(section.data, path));
        row.origins = markedWrittenFor({ ...row.origins, [slot]: { by: 'machine', sourceHash } }, [slot], section.title, section.data);
        outcome.written += 1;
      }
      row.data = data;
    });
    if (outcome.written > 0) await this.events.changed('section');
    return outcome;
  }

  /** One language's row, made if missing and locked while it changes (see ProfileContentStore). */
  private locked(sectionId: number, language: Language, change: (row: SectionContentEntity) => void): Promise<SectionContentEntity> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(SectionContentEntity)
        .values({ sectionId, language, origins: {} })
        .orIgnore()
        .execute();
      const row = await manager.findOneOrFail(SectionContentEntity, {
        where: { sectionId, language },
        lock: { mode: 'pessimistic_write' },
      });
      change(row);
      return manager.save(row);
    });
  }
}

/**
 * The title and the data's own texts among `fields`, marked as written for the section's
 * original as it is now (D-109); a list item's texts carry their own original instead (D-79).
 */
function markedWrittenFor(origins: FieldOrigins, fields: Iterable<string>, title: string, data: Record<string, unknown>): FieldOrigins {
  let marked = origins;
  for (const field of fields) {
    if (field === TITLE) marked = writtenFor(marked, field, title);
    else if (field.startsWith(DATA) && !field.slice(DATA.length).includes('.')) {
      const original = data[field.slice(DATA.length)];
      marked = writtenFor(marked, field, typeof original === 'string' ? original : '');
    }
  }
  return marked;
}

/** The original text a list item's text at `path` was written for, as the gateway tied it (D-79). */
function sentAnchor(override: Record<string, unknown>, path: string): string | undefined {
  const [head = '', index, field] = path.split('.');
  if (index === undefined || field === undefined) return undefined;
  const list = override[head];
  return anchorIn(Array.isArray(list) ? list[Number(index)] : undefined, field);
}

/** The original's text at a list item's `path`; undefined for a field of the data itself. */
function listAnchor(original: Record<string, unknown>, path: string): string | undefined {
  return path.split('.').length === 3 ? sectionTextAt(original, path) : undefined;
}

/** Whether an override names a text at `path` (a list item may name only some of its fields). */
function hasText(override: Record<string, unknown>, path: string): boolean {
  const [head, index, field] = path.split('.');
  if (!head) return false;
  if (index === undefined || field === undefined) return typeof override[head] === 'string';
  const item = (override[head] as Record<string, unknown>[] | undefined)?.[Number(index)];
  return typeof item?.[field] === 'string';
}

function toContent(sectionId: number, language: Language, row: SectionContentEntity | null): SectionContent {
  return {
    sectionId,
    language,
    title: row?.title ?? '',
    data: row?.data ?? {},
    origins: publicOrigins(row?.origins ?? {}),
    sources: publicSources(row?.origins ?? {}),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
