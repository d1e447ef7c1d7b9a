import { createHash } from 'node:crypto';
import type { Language } from '@stagelink/contracts';

/** The identity of a source text: the same words in the same language hash the same (docs/decisions.md, D-68). */
export function sourceHash(language: Language, text: string): string {
  return createHash('sha256').update(`${language}\n${text}`).digest('hex');
}
