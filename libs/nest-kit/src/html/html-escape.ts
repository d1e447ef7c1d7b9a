const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML content and for a double- or single-quoted attribute value: the one
 * escaper of the server side, for pages, sitemaps and the HTML sent for translation
 * (docs/decisions.md, D-186).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * JSON for a `<script type="application/json">` element: with every `<` escaped, no text in it
 * ("</script>", "<!--") can end the element or change how the rest of the page is read.
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
