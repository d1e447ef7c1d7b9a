import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Language } from '@stagelink/contracts';
import { MachineTranslationEntity } from '../translations/machine-translation.entity';

/** The provider's past answers by source hash: the same words are sent once per target language. */
@Injectable()
export class TranslationMemory {
  constructor(@InjectRepository(MachineTranslationEntity) private readonly rows: Repository<MachineTranslationEntity>) {}

  async known(sourceHashes: string[], target: Language): Promise<Map<string, string>> {
    if (sourceHashes.length === 0) return new Map();
    const found = await this.rows.findBy({ sourceHash: In(sourceHashes), targetLanguage: target });
    return new Map(found.map((row) => [row.sourceHash, row.translated]));
  }

  async remember(entries: { sourceHash: string; translated: string }[], target: Language, provider: string): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((entry) => ({ ...entry, targetLanguage: target, provider }));
    await this.rows.createQueryBuilder().insert().values(rows).orIgnore().execute();
  }
}
