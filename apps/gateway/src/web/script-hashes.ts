import { createHash } from 'node:crypto';

/** A CSP source that lets exactly this inline script run: `'sha256-…'` of its text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// A comment (closed or not: an unclosed one hides the rest), or a script element, its text up to
// its end tag or, unclosed, to the end: the cases the browser's parser and the owner's markup meet.
const COMMENT_OR_SCRIPT = /<!--[\s\S]*?(?:-->|$)|<script\b([^>]*)>([\s\S]*?)(?:<\/script[\s/>]|$)/gi;
const RUNNABLE_TYPE = /^(module|(text|application)\/(x-)?(java|ecma|j)script)?$/i;

/**
 * The hash sources of the inline scripts in trusted markup: the build's `index.html`, or the
 * owner's own snippets. Never the rendered page as a whole: a script smuggled into it by some
 * text would be hashed and allowed with it (docs/decisions.md, D-193).
 */
export function inlineScriptHashes(markup: string): string[] {
  // The browser reads CR LF and CR as LF before anything else, so the text it hashes has none.
  const text = markup.replace(/\r\n?/g, '\n');
  const hashes = new Set<string>();
  for (const [, attributes, source] of text.matchAll(COMMENT_OR_SCRIPT)) {
    if (attributes === undefined || source === undefined || /\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNNABLE_TYPE.test(type.trim())) hashes.add(scriptHashSource(source));
  }
  return [...hashes];
}
