import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './content-encoding';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface Levels {
  brotliQuality: number;
  gzipLevel: number;
}

/** For a page many visitors get: the smallest bytes, made once (docs/decisions.md, D-53, D-193). */
export const SHARED_PAGE: Levels = { brotliQuality: 11, gzipLevel: 9 };
/** For a page made for one answer (it may hold a token): a millisecond's work, not tens. */
export const ONE_ANSWER_PAGE: Levels = { brotliQuality: 5, gzipLevel: 6 };

/**
 * A page's text and its compressed forms, each made on first demand, off the event loop, and
 * kept: visitors asking at once for a page just made wait for the same compression.
 */
export class CompressedPage {
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    readonly text: string,
    private readonly levels: Levels = SHARED_PAGE,
  ) {}

  bytes(encoding: ContentEncoding | null): Promise<Buffer> | string {
    if (!encoding) return this.text;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? this.brotli() : compressGzip(this.text, { level: this.levels.gzipLevel });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  private brotli(): Promise<Buffer> {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: this.levels.brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
    };
    return compressBrotli(this.text, { params });
  }
}
