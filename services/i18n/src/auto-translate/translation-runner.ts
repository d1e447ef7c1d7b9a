import { Inject, Injectable } from '@nestjs/common';
import type { Language, TranslationJobRequest, TranslationJobResult } from '@stagelink/contracts';
import { planFor } from '../content/field-origins';
import type { MachineText, UnitField, WriteOutcome } from '../content/machine-text';
import { ProfileContentStore } from '../profile-content/profile-content.store';
import { SectionContentStore } from '../section-content/section-content.store';
import { TranslationsStore } from '../translations/translations.store';
import { cutToLimit } from './cut-to-limit';
import { protectForTranslation, restoreAfterTranslation } from './protected-text';
import { sourceHash } from './source-hash';
import { TranslationMemory } from './translation-memory';
import { ProviderError, TRANSLATION_PROVIDER, type TranslationProvider } from './translation-provider';

/** DeepL takes at most 50 texts a request; both providers prefer requests well under 128 KB. */
const MAX_TEXTS_PER_CALL = 50;
const MAX_CHARS_PER_CALL = 30_000;

/** One thing a job translates into one language: its texts, and how the machine's are written back. */
interface Unit {
  fields(target: Language): Promise<UnitField[]>;
  write(target: Language, texts: MachineText[]): Promise<WriteOutcome>;
}

type UnitOutcome = Omit<TranslationJobResult, 'skipped'>;

function addOutcome(result: TranslationJobResult, outcome: UnitOutcome): void {
  result.translated += outcome.translated;
  result.reused += outcome.reused;
  result.keptOwner += outcome.keptOwner;
  result.shortened += outcome.shortened;
}

export interface JobProgress {
  done: number;
  total: number;
}

/**
 * What a translation job does (docs/decisions.md, D-68, D-69): for each language and each unit,
 * the texts whose source has no translation yet are sent, once, with links and numbers kept
 * out; what the owner wrote stays unless the job says `force`. A retried job finds the units it
 * already finished up to date and sends nothing for them again.
 */
@Injectable()
export class TranslationRunner {
  constructor(
    private readonly profiles: ProfileContentStore,
    private readonly sections: SectionContentStore,
    private readonly strings: TranslationsStore,
    private readonly memory: TranslationMemory,
    @Inject(TRANSLATION_PROVIDER) private readonly provider: TranslationProvider | null,
  ) {}

  units(request: TranslationJobRequest): Unit[] {
    const { sourceLang, force } = request;
    const units: Unit[] = [];
    const { profile } = request;
    if (profile) {
      units.push({
        fields: (target) => this.profiles.unitFields(profile, sourceLang, target),
        write: (target, texts) => this.profiles.machineWrite(profile, target, texts, force),
      });
    }
    for (const section of request.sections) {
      units.push({
        fields: (target) => this.sections.unitFields(section, sourceLang, target),
        write: (target, texts) => this.sections.machineWrite(section, target, texts, force),
      });
    }
    const keys = request.translationKeys;
    if (keys) {
      units.push({
        fields: (target) => this.strings.unitFields(keys, sourceLang, target),
        write: (target, texts) => this.strings.machineWrite(target, texts, force),
      });
    }
    return units;
  }

  /**
   * Every unit into every target language. A run into several languages goes on past one the
   * provider refuses (an unsupported language) and reports it (docs/decisions.md, D-81); a
   * refusal of everything (a wrong key, a used-up quota), or of every language, fails the run.
   */
  async run(request: TranslationJobRequest, onProgress: (progress: JobProgress) => Promise<void>): Promise<TranslationJobResult> {
    const units = this.units(request);
    const result: TranslationJobResult = { translated: 0, reused: 0, keptOwner: 0, shortened: 0, skipped: [] };
    const progress: JobProgress = { done: 0, total: units.length * request.targetLangs.length };
    await onProgress(progress);
    for (const target of request.targetLangs) {
      const languageDone = progress.done + units.length;
      try {
        for (const unit of units) {
          addOutcome(result, await this.translateUnit(unit, request.sourceLang, target, request.force));
          progress.done += 1;
          await onProgress(progress);
        }
      } catch (error) {
        if (!(error instanceof ProviderError && error.onlyThisLanguage && request.targetLangs.length > 1)) throw error;
        result.skipped.push({ language: target, reason: error.message });
        if (result.skipped.length === request.targetLangs.length) throw error;
        progress.done = languageDone;
        await onProgress(progress);
      }
    }
    return result;
  }

  private async translateUnit(unit: Unit, source: Language, target: Language, force: boolean): Promise<UnitOutcome> {
    const pending: { key: string; source: string; hash: string; limit: number }[] = [];
    let keptOwner = 0;
    for (const field of await unit.fields(target)) {
      if (field.source.trim() === '') continue;
      const hash = sourceHash(source, field.source);
      const plan = planFor(field.entry, field.current, hash, force);
      if (plan === 'keep-owner') keptOwner += 1;
      if (plan === 'translate') pending.push({ key: field.key, source: field.source, hash, limit: field.limit });
    }
    if (pending.length === 0) return { translated: 0, reused: 0, keptOwner, shortened: 0 };

    const known = await this.memory.known([...new Set(pending.map((field) => field.hash))], target);
    const unknown = [...new Map(pending.filter((field) => !known.has(field.hash)).map((field) => [field.hash, field.source])).entries()];
    const fresh = await this.translateTexts(unknown, source, target);
    let shortened = 0;
    const texts = pending.map((field) => {
      const whole = known.get(field.hash) ?? fresh.texts.get(field.hash) ?? field.source;
      // The same limit as the owner's own text (D-67), so a long translation never fails the write.
      const text = cutToLimit(whole, field.limit);
      if (text !== whole) shortened += 1;
      return { key: field.key, text, sourceHash: field.hash };
    });
    const outcome = await unit.write(target, texts);
    return { translated: fresh.sent, reused: pending.length - fresh.sent, keptOwner: keptOwner + outcome.keptOwner, shortened };
  }

  /** Sends what has words to the provider in batches, remembering each answer as it comes. */
  private async translateTexts(
    sources: [hash: string, text: string][],
    source: Language,
    target: Language,
  ): Promise<{ texts: Map<string, string>; sent: number }> {
    const translated = new Map<string, string>();
    const toSend = sources
      .map(([hash, text]) => ({ hash, text, prepared: protectForTranslation(text) }))
      .filter((entry) => {
        // Only links or numbers: nothing to translate, the text is the same in every language.
        if (!entry.prepared.hasWords) translated.set(entry.hash, entry.text);
        return entry.prepared.hasWords;
      });
    if (toSend.length === 0) return { texts: translated, sent: 0 };
    const provider = this.provider;
    if (!provider) throw new Error('No translation provider is configured');
    for (const batch of batches(toSend, (entry) => entry.prepared.html.length)) {
      const answers = await provider.translate(
        batch.map((entry) => entry.prepared.html),
        source,
        target,
      );
      const remembered = batch.map((entry, index) => ({
        sourceHash: entry.hash,
        translated: restoreAfterTranslation(answers[index] ?? '', entry.prepared.kept),
      }));
      await this.memory.remember(remembered, target, provider.name);
      remembered.forEach((entry) => translated.set(entry.sourceHash, entry.translated));
    }
    return { texts: translated, sent: toSend.length };
  }
}

function batches<T>(items: T[], sizeOf: (item: T) => number): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (current.length > 0 && (current.length === MAX_TEXTS_PER_CALL || chars + size > MAX_CHARS_PER_CALL)) {
      result.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += size;
  }
  if (current.length > 0) result.push(current);
  return result;
}
