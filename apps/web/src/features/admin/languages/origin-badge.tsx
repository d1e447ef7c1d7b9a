import { useTranslation } from 'react-i18next';
import type { FieldOrigin } from '@stagelink/contracts';
import { cn } from '@/lib/cn';

/** Who wrote a translated field: the machine, the owner, or nobody yet; or a translation of an earlier original. */
export function OriginBadge({
  origin,
  stale = false,
  sourceChanged = false,
}: {
  origin: FieldOrigin | undefined;
  stale?: boolean;
  /** The original changed since this translation was written (D-109). */
  sourceChanged?: boolean;
}) {
  const { t } = useTranslation();
  const [label, tone] = stale
    ? ['admin.languages.origin.stale', 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100']
    : sourceChanged
      ? ['admin.languages.origin.sourceChanged', 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100']
      : origin === 'machine'
        ? ['admin.languages.origin.machine', 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100']
        : origin === 'owner'
          ? ['admin.languages.origin.owner', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100']
          : ['admin.languages.origin.none', 'border border-input text-foreground'];
  return <span className={cn('inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium', tone)}>{t(label)}</span>;
}
