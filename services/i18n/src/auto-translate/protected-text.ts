import { escapeHtml } from '@stagelink/nest-kit';

/**
 * What is never sent for translation (docs/decisions.md, D-68): links, URLs, e-mail addresses,
 * @usernames and numbers are swapped for empty placeholder elements before the text goes to the
 * provider in HTML mode, and put back after. Line breaks travel as a marked `<br>`, the owner's own HTML
 * tags as they are, and a tag that carries a link is kept out whole.
 */
export interface ProtectedText {
  /** HTML for the provider. */
  html: string;
  /** What each placeholder stands for, by its number. */
  kept: string[];
  /** False when nothing but kept pieces and spaces is left: no call needed. */
  hasWords: boolean;
}

const TAG = /(<\/?[A-Za-z][^<>]*>)/;
const LINKING_TAG = /\b(?:href|src|srcset|action)\s*=|https?:\/\//i;
const KEPT = new RegExp(
  [
    // A URL does not end in the sentence's punctuation.
    String.raw`https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]`,
    String.raw`\bwww\.[^\s<>"']*[^\s<>"'.,;:!?)]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`(?<![\w@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?`,
    String.raw`\d+(?:[.,:/-]\d+)*`,
  ].join('|'),
  'g',
);
// The owner's own <br> stays a tag; only the text's line breaks travel as this one.
const LINE_BREAK = /<br data-n="1"\s*\/?>/g;
const PLACEHOLDER = /<span data-k="(\d+)"\s*>\s*<\/span>/g;

const placeholder = (index: number) => `<span data-k="${index}"></span>`;

export function protectForTranslation(text: string): ProtectedText {
  const kept: string[] = [];
  const keep = (piece: string) => placeholder(kept.push(piece) - 1);
  let words = '';
  const html = text
    .split(TAG)
    .map((part, index) => {
      // split() with a capturing group puts the tags at the odd positions.
      if (index % 2 === 1) return LINKING_TAG.test(part) ? keep(part) : part;
      let out = '';
      let last = 0;
      for (const match of part.matchAll(KEPT)) {
        const plain = part.slice(last, match.index);
        words += plain;
        out += htmlOf(plain) + keep(match[0]);
        last = match.index + match[0].length;
      }
      words += part.slice(last);
      return out + htmlOf(part.slice(last));
    })
    .join('');
  return { html, kept, hasWords: /\p{L}/u.test(words) };
}

/** The provider's HTML back to the owner's kind of text; a placeholder the provider dropped is added at the end. */
export function restoreAfterTranslation(html: string, kept: readonly string[]): string {
  const used = new Set<number>();
  const restored = html.replace(PLACEHOLDER, (_match, index: string) => {
    used.add(Number(index));
    return kept[Number(index)] ?? '';
  });
  const missing = kept.filter((_piece, index) => !used.has(index));
  const text = unescapeHtml(restored.replace(LINE_BREAK, '\n'));
  return missing.length > 0 ? `${text} ${missing.join(' ')}` : text;
}

/** The shared escaper (docs/decisions.md, D-186), with the text's line breaks as the marked `<br>`. */
function htmlOf(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br data-n="1">');
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#x27;|&apos;/g, "'")
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
