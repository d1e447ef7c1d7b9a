import { Injectable } from '@nestjs/common';
import { SECTIONS_CHANGE_HEADER } from '@stagelink/contracts';
import { encodingFor, type ContentEncoding } from '../compression/content-encoding';
import { PrecompressedTexts } from '../compression/precompressed-text';
import { PublicContent } from './public-content';

/** The visitors' cached reads: `GET /api/profile` and `GET /api/sections`. */
export type PublicRead = 'profile' | 'sections';

/** The addresses of those reads, as a visitor's browser spells them. */
export const PUBLIC_READ_PATHS: ReadonlyMap<string, PublicRead> = new Map([
  ['/api/profile', 'profile'],
  ['/api/sections', 'sections'],
]);

/** The text of a read, and when it changes by itself next (a section's window, D-120), or null. */
interface Shown {
  json: string;
  nextChange: number | null;
}

/** A visitor's answer: its headers (the security headers apart) and its bytes. */
export interface PublicReadAnswer {
  headers: Readonly<Record<string, string>>;
  body: string | Buffer;
}

const HEADERS_BY_ENCODING = new Map<ContentEncoding | null, Readonly<Record<string, string>>>(
  ([null, 'br', 'gzip'] as const).map((encoding) => [encoding, publicReadHeaders(encoding)]),
);

/**
 * The headers of a visitor's cached read, decided here for both paths that send one: the
 * controller's and the front door's (docs/decisions.md, D-135). The same address answers the
 * owner with fresh data, so it varies by cookie; `no-cache` lets a browser keep it but ask again.
 */
function publicReadHeaders(encoding: ContentEncoding | null): Readonly<Record<string, string>> {
  return {
    'content-type': 'application/json; charset=utf-8',
    vary: 'Cookie, Accept-Encoding',
    'cache-control': 'no-cache',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}

/**
 * What visitors get from the cached public reads, compressed once per text and encoding
 * (docs/decisions.md, D-53), with its headers; read through the cache on the controller's path,
 * or only from this gateway's copy of the last second on the front door's (D-135).
 */
@Injectable()
export class PublicReads {
  private readonly texts = new PrecompressedTexts();

  constructor(private readonly content: PublicContent) {}

  async answer(read: PublicRead, acceptEncoding: string | undefined): Promise<PublicReadAnswer> {
    if (read === 'profile') return this.answerOf(read, { json: await this.content.profileJson(), nextChange: null }, acceptEncoding);
    return this.answerOf(read, await this.content.shownSections(), acceptEncoding);
  }

  /** The answer when this gateway holds the text already, with no I/O; otherwise null. */
  answerAtOnce(read: PublicRead, acceptEncoding: string | undefined): PublicReadAnswer | null {
    if (read === 'profile') {
      const json = this.content.recentProfileJson();
      return json === null ? null : this.answerOf(read, { json, nextChange: null }, acceptEncoding);
    }
    const shown = this.content.recentShownSections();
    return shown === null ? null : this.answerOf(read, shown, acceptEncoding);
  }

  private answerOf(read: PublicRead, { json, nextChange }: Shown, acceptEncoding: string | undefined): PublicReadAnswer {
    const encoding = encodingFor(acceptEncoding);
    const headers = HEADERS_BY_ENCODING.get(encoding) ?? publicReadHeaders(encoding);
    return {
      // The visitor's page reads the list again when a scheduled section appears or goes (D-120).
      headers: nextChange === null ? headers : { ...headers, [SECTIONS_CHANGE_HEADER]: new Date(nextChange).toISOString() },
      body: this.texts.of(read, json).bytes(encoding),
    };
  }
}
