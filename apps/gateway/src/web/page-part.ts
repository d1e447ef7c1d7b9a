import { deflatedPiece, storedPiece, type SplicePiece } from '../compression/spliced-gzip';

/**
 * A piece of a page's text that knows its compressed form. Pieces that many pages share (the
 * template, a cached render) are compressed once, at the best level; a piece made for one
 * answer (a nonce, the owner's snippets) is stored as it is (docs/decisions.md, D-53).
 */
export class PagePart {
  private piece: SplicePiece | null = null;

  constructor(
    readonly text: string,
    private readonly shared = true,
  ) {}

  /** A part made for one answer only. */
  static perAnswer(text: string): PagePart {
    return new PagePart(text, false);
  }

  spliceable(): SplicePiece {
    this.piece ??= this.shared ? deflatedPiece(this.text) : storedPiece(this.text);
    return this.piece;
  }
}

export const EMPTY_PART = new PagePart('');

/** What a page rendered on the server adds to the template, in one language. */
export interface PageContent {
  /** The title and the rest of the head. */
  meta: PagePart;
  /** The app as the server rendered it. */
  app: PagePart;
  /** The state the browser hydrates the app from. */
  state: PagePart;
}
