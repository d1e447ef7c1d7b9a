/**
 * A record's own entry for a key that came from data. A plain `record[key]` would answer
 * `Object.prototype` members for keys such as "constructor", and render them.
 */
export function own<T>(record: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
