/** Like counts: 1000 and more as `1.2k`, a million and more as `1.2M`, a trailing `.0` dropped. */
export function formatCount(count: number): string {
  if (count >= 1_000_000) return `${oneDecimal(count / 1_000_000)}M`;
  if (count >= 1000) return `${oneDecimal(count / 1000)}k`;
  return String(count);
}

function oneDecimal(value: number): string {
  // Rounded down, so 999 999 never shows as "1000k".
  return (Math.floor(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}
