const KB = 1024;
const MB = KB * 1024;

/** A file's size for people: whole bytes under 1 KB, else KB or MB with one decimal, a trailing .0 dropped. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} B`;
  const kilobytes = oneDecimal(bytes / KB);
  // 1023.96 KB would read "1024 KB": past that rounding it is a megabyte.
  if (Number(kilobytes) < KB) return `${kilobytes} KB`;
  return `${oneDecimal(bytes / MB)} MB`;
}

function oneDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}
