import { formatNumber } from '@/i18n/locale-format';

export interface RankedItem {
  key: string;
  label: string;
  count: number;
}

/** Names with their counts, largest first, each with a bar of its share. */
export function RankedList({ items, empty }: { items: RankedItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const highest = Math.max(...items.map((item) => item.count));
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{item.label}</span>
            <span className="tabular-nums text-muted-foreground">{formatNumber(item.count)}</span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-primary/70" style={{ width: `${(item.count / highest) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
