/**
 * A short fingerprint of the original text a translation was written for (docs/decisions.md,
 * D-109). It only tells whether the original changed since, never what it said, and is
 * computed the same way in the services, the gateway and the browser, synchronously: a
 * 53-bit string hash (cyrb53), not a cryptographic one, which is not needed to notice an edit.
 */
export function sourceFingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Whether the translation of `field` was written for `original` as it is now. A translation
 * with no fingerprint (written before fingerprints were kept) counts as current: nothing says
 * otherwise.
 */
export function writtenForCurrent(sources: Record<string, string> | undefined, field: string, original: string): boolean {
  const written = sources?.[field];
  return written === undefined || written === sourceFingerprint(original);
}

/**
 * The text a visitor reads: the translation, unless there is none or it was written for an
 * earlier original, when the original is current and the translation is not (D-109).
 */
export function currentText(
  translation: string | undefined,
  original: string,
  sources: Record<string, string> | undefined,
  field: string,
): string {
  return translation && writtenForCurrent(sources, field, original) ? translation : original;
}
