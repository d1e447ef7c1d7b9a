import { PagePart } from './page-part';

export interface PageSlots {
  /** Attributes of `<html>`: the language, the text direction, and the owner's mark. */
  htmlAttributes: PagePart;
  /** The page's nonce, given to each of the build's own scripts and preloads. */
  nonce: PagePart;
  /** In place of the build's `<title>`: the title, description, sharing previews and links. */
  meta: PagePart;
  /** Inside the root element: the app as the server rendered it, if it did. */
  app: PagePart;
  /** Just after the root element: the initial state. */
  afterRoot: PagePart;
  /** Just before `</body>`: the trackers, inert until the visitor's consent (docs/decisions.md, D-87). */
  bodyEnd: PagePart;
}

type SlotName = keyof PageSlots;
const MARK = '\u0000';
const slot = (name: SlotName) => `${MARK}${name}${MARK}`;

/**
 * The built `index.html`, cut once at the places a page fills in. Filling lines up the pieces
 * and the values, so nothing the owner wrote is ever read as a pattern or searched for a
 * marker: a name like `Luna $' Vega` or a text holding `</head>` stays exactly as written.
 * The template's own pieces are parts too, so their compressed form is made once.
 */
export class PageTemplate {
  private readonly pieces: (PagePart | SlotName)[];

  constructor(html: string) {
    // The build's own markup never holds NUL, so it is free to mark the slots with.
    const marked = html
      .replace(/<html lang="[^"]*">/, () => `<html ${slot('htmlAttributes')}>`)
      .replace(/<title>[^<]*<\/title>/, () => slot('meta'))
      .replace(/<(script\b|link rel="modulepreload")/g, (_match, tag: string) => `<${tag} nonce="${slot('nonce')}"`)
      .replace('<div id="root"></div>', () => `<div id="root">${slot('app')}</div>${slot('afterRoot')}`)
      .replace('</body>', () => `${slot('bodyEnd')}</body>`);
    // Odd pieces are slot names: the split alternates text and the names between marks.
    this.pieces = marked.split(MARK).map((piece, index) => (index % 2 === 1 ? (piece as SlotName) : new PagePart(piece)));
  }

  /** The page as parts in order: join their texts, or splice their compressed forms. */
  fill(values: PageSlots): PagePart[] {
    return this.pieces.map((piece) => (typeof piece === 'string' ? values[piece] : piece));
  }
}

export function pageText(parts: readonly PagePart[]): string {
  return parts.map((part) => part.text).join('');
}
