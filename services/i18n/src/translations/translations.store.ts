import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  builtInStringsOf,
  LANGUAGES,
  MAX_TRANSLATION_TEXT,
  uiStringsFor,
  type Language,
  type SaveTranslationRequest,
  type StringOrigin,
  type Translation,
} from '@stagelink/contracts';
import { ContentEvents } from '../content-events/content-events';
import { planFor, type OriginEntry } from '../content/field-origins';
import type { MachineText, UnitField, WriteOutcome } from '../content/machine-text';
import { TranslationEntity } from './translation.entity';

const BUILT_IN_KEYS = Object.keys(uiStringsFor('en'));

/**
 * The interface strings as the server holds them (spec section 3, translations): the built-in
 * defaults once `init-defaults` ran, the owner's own, and the machine's. The page looks here
 * first (spec section 9's lookup order).
 */
@Injectable()
export class TranslationsStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: ContentEvents,
  ) {}

  async list(): Promise<Translation[]> {
    const rows = await this.dataSource.getRepository(TranslationEntity).find({ order: { key: 'ASC' } });
    return rows.map(toTranslation);
  }

  /** The languages given replace theirs and become the owner's ('' removes one); the others stay. */
  async ownerSave(request: SaveTranslationRequest): Promise<Translation> {
    const [saved] = await this.locked([request.key], (row) => {
      for (const [language, text] of Object.entries(request.translations)) {
        if (text === undefined) continue;
        const translations = { ...row.translations, [language]: text };
        const origins = { ...row.origins, [language]: { by: 'owner' as const } };
        if (text === '') {
          delete translations[language];
          delete origins[language];
        }
        row.translations = translations;
        row.origins = origins;
      }
      if (request.category !== undefined) row.category = request.category;
      if (request.context !== undefined) row.context = request.context;
    });
    await this.events.changed('translations');
    return toTranslation(saved as TranslationEntity);
  }

  /**
   * Every built-in interface string in every language that has it. A language's text that is
   * the owner's or the machine's is never touched; a default is refreshed to the current one.
   */
  async initDefaults(): Promise<{ keys: number; filled: number }> {
    let filled = 0;
    await this.locked(BUILT_IN_KEYS, (row) => {
      for (const language of LANGUAGES) {
        const text = builtInText(language, row.key);
        const entry = row.origins[language];
        const isDefault = entry?.by === 'default' || (entry === undefined && row.translations[language] === undefined);
        if (text === undefined || !isDefault || row.translations[language] === text) continue;
        row.translations = { ...row.translations, [language]: text };
        row.origins = { ...row.origins, [language]: { by: 'default' } };
        filled += 1;
      }
    });
    if (filled > 0) await this.events.changed('translations');
    return { keys: BUILT_IN_KEYS.length, filled };
  }

  /** Each key's text in the target language, with the built-in ones standing as defaults. */
  async unitFields(keys: string[], sourceLang: Language, targetLang: Language): Promise<UnitField[]> {
    const repository = this.dataSource.getRepository(TranslationEntity);
    const rows = await (keys.length > 0 ? repository.findBy({ key: In(keys) }) : repository.find());
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const wanted = keys.length > 0 ? keys : [...new Set([...BUILT_IN_KEYS, ...byKey.keys()])].sort();
    return wanted.map((key) => {
      const row = byKey.get(key);
      const builtInTarget = builtInText(targetLang, key);
      const entry: OriginEntry | undefined = row?.origins[targetLang] ?? (builtInTarget ? { by: 'default' } : undefined);
      return {
        key,
        source: row?.translations[sourceLang] ?? builtInText(sourceLang, key) ?? '',
        current: row?.translations[targetLang] ?? builtInTarget ?? '',
        entry,
        limit: MAX_TRANSLATION_TEXT,
      };
    });
  }

  async machineWrite(language: Language, texts: MachineText[], force: boolean): Promise<WriteOutcome> {
    const outcome: WriteOutcome = { written: 0, keptOwner: 0 };
    if (texts.length === 0) return outcome;
    const byKey = new Map(texts.map((text) => [text.key, text]));
    await this.locked([...byKey.keys()], (row) => {
      const machine = byKey.get(row.key);
      if (!machine) return;
      const current = row.translations[language] ?? builtInText(language, row.key) ?? '';
      const entry = row.origins[language] ?? (builtInText(language, row.key) ? { by: 'default' as const } : undefined);
      const plan = planFor(entry, current, machine.sourceHash, force);
      if (plan === 'keep-owner') outcome.keptOwner += 1;
      if (plan !== 'translate') return;
      row.translations = { ...row.translations, [language]: machine.text };
      row.origins = { ...row.origins, [language]: { by: 'machine', sourceHash: machine.sourceHash } };
      outcome.written += 1;
    });
    if (outcome.written > 0) await this.events.changed('translations');
    return outcome;
  }

  /** The rows of these keys, made if missing and locked while they change. */
  private locked(keys: string[], change: (row: TranslationEntity) => void): Promise<TranslationEntity[]> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const fresh = keys.map((key) => ({ key, translations: {}, origins: {}, category: categoryOf(key) }));
      await manager.createQueryBuilder().insert().into(TranslationEntity).values(fresh).orIgnore().execute();
      const rows = await manager.find(TranslationEntity, {
        where: { key: In(keys) },
        order: { key: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      rows.forEach(change);
      return manager.save(rows);
    });
  }
}

function builtInText(language: Language, key: string): string | undefined {
  return (builtInStringsOf(language) as Record<string, string | undefined>)[key];
}

/** `booking.title` is in the `booking` category. */
function categoryOf(key: string): string {
  return key.includes('.') ? (key.split('.')[0] ?? 'general') : 'general';
}

function toTranslation(row: TranslationEntity): Translation {
  const origins: Partial<Record<Language, StringOrigin>> = {};
  for (const [language, entry] of Object.entries(row.origins)) origins[language as Language] = entry.by;
  return { key: row.key, translations: row.translations, category: row.category, context: row.context, origins };
}
