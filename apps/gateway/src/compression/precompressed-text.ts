import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A text that is served many times as it is (a cached public answer): compressed once per
 * encoding, on first demand, so the hot path sends ready bytes (docs/decisions.md, D-53).
 */
export class PrecompressedText {
  private brotli: Buffer | null = null;
  private gzip: Buffer | null = null;

  constructor(readonly text: string) {}

  bytes(encoding: 'br' | 'gzip' | null): string | Buffer {
    if (encoding === 'br') {
      this.brotli ??= brotliCompressSync(this.text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text) },
      });
      return this.brotli;
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.text, { level: 9 });
      return this.gzip;
    }
    return this.text;
  }
}

/** One PrecompressedText per distinct text, so a text read again from a cache is not compressed again. */
export class PrecompressedTexts {
  private last = new Map<string, PrecompressedText>();

  of(key: string, text: string): PrecompressedText {
    const known = this.last.get(key);
    if (known?.text === text) return known;
    const fresh = new PrecompressedText(text);
    this.last.set(key, fresh);
    return fresh;
  }
}
