import { inlineScriptHashes } from './script-hashes';

export interface PageSlots {
  /** Attributes of `<html>`: the language, the text direction, and the owner's mark. */
  htmlAttributes: string;
  /** In place of the build's `<title>`: the title, description, sharing previews and links. */
  meta: string;
  /** Inside the root element: the app as the server rendered it, if it did. */
  app: string;
  /** Just after the root element: the initial state. */
  afterRoot: string;
  /** Just before `</body>`: the trackers, inert until the visitor's consent (docs/decisions.md, D-87). */
  bodyEnd: string;
}

type SlotName = keyof PageSlots;
const MARK = '\u0000';
const slot = (name: SlotName) => `${MARK}${name}${MARK}`;

/**
 * The built `index.html`, cut once at the places a page fills in. Filling lines up the pieces
 * and the values, so nothing the owner wrote is ever read as a pattern or searched for a
 * marker: a name like `Luna $' Vega` or a text holding `</head>` stays exactly as written.
 */
export class PageTemplate {
  /** The hash sources of the build's inline scripts, which every page's policy allows (D-193). */
  readonly scriptHashes: readonly string[];
  private readonly pieces: string[];

  constructor(html: string) {
    this.scriptHashes = inlineScriptHashes(html);
    // The build's own markup never holds NUL, so it is free to mark the slots with.
    const marked = html
      .replace(/<html lang="[^"]*">/, () => `<html ${slot('htmlAttributes')}>`)
      .replace(/<title>[^<]*<\/title>/, () => slot('meta'))
      .replace('<div id="root"></div>', () => `<div id="root">${slot('app')}</div>${slot('afterRoot')}`)
      .replace('</body>', () => `${slot('bodyEnd')}</body>`);
    // Odd pieces are slot names: the split alternates text and the names between marks.
    this.pieces = marked.split(MARK);
  }

  /** The page's text with these values in its slots. */
  fill(values: PageSlots): string {
    return this.pieces.map((piece, index) => (index % 2 === 1 ? values[piece as SlotName] : piece)).join('');
  }
}
