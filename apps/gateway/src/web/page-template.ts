export interface PageSlots {
  /** Attributes of `<html>`: the language and the text direction. */
  htmlAttributes: string;
  /** The page's nonce, given to each of the build's own scripts and preloads. */
  nonce: string;
  /** Just before `</head>`: the owner's head snippets. */
  head: string;
  /** Just after the root element: the initial state. */
  afterRoot: string;
  /** Just before `</body>`: the owner's body snippets. */
  bodyEnd: string;
}

type SlotName = keyof PageSlots;
const MARK = '\u0000';
const slot = (name: SlotName) => `${MARK}${name}${MARK}`;

/**
 * The built `index.html`, cut once at the places a page fills in. Filling joins the pieces
 * and the values, so nothing the owner wrote is ever read as a pattern or searched for a
 * marker: a name like `Luna $' Vega` or a snippet holding `</head>` stays exactly as written.
 */
export class PageTemplate {
  private readonly pieces: string[];

  constructor(html: string) {
    // The build's own markup never holds NUL, so it is free to mark the slots with.
    const marked = html
      .replace(/<html lang="[^"]*">/, () => `<html ${slot('htmlAttributes')}>`)
      .replace(/<(script\b|link rel="modulepreload")/g, (_match, tag: string) => `<${tag} nonce="${slot('nonce')}"`)
      .replace('</head>', () => `${slot('head')}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root"></div>${slot('afterRoot')}`)
      .replace('</body>', () => `${slot('bodyEnd')}</body>`);
    this.pieces = marked.split(MARK);
  }

  fill(values: PageSlots): string {
    // Odd pieces are slot names: the split alternates text and the names between marks.
    return this.pieces.map((piece, index) => (index % 2 === 1 ? values[piece as SlotName] : piece)).join('');
  }
}
