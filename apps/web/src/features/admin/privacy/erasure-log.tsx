import i18next from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Erasure } from '@stagelink/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/i18n/locale-format';
import { LoadFailed } from '@/panel/load-failed';
import { useErasures } from './api/get-erasures';
import { countsInWords } from './counted';

const dateTime = (value: string) => formatDateTime(value, { dateStyle: 'medium', timeStyle: 'short' });

function entryText(erasure: Erasure): string {
  const by = i18next.t(erasure.contactKind === 'email' ? 'admin.privacy.byEmail' : 'admin.privacy.byPhone');
  return i18next.t('admin.privacy.logEntry', { by, ...countsInWords(erasure) });
}

/** Every erase, when and how many rows, never whose (docs/decisions.md, D-90). */
export function ErasureLog() {
  const { t } = useTranslation();
  const log = useErasures();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        {t('admin.privacy.logTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('admin.privacy.logIntro')}</p>
      {log.isPending && <Skeleton className="h-16 w-full" role="status" aria-busy="true" aria-label={t('admin.privacy.logLoading')} />}
      {log.isError && <LoadFailed what={t('admin.privacy.logWhat')} onRetry={() => void log.refetch()} />}
      {log.data?.length === 0 && <p className="text-sm">{t('admin.privacy.logNone')}</p>}
      {log.data && log.data.length > 0 && (
        <ul className="divide-y rounded-md border text-sm" data-testid="erasure-log">
          {log.data.map((erasure) => (
            <li key={erasure.id} className="flex flex-wrap gap-x-2 p-3">
              <time dateTime={erasure.erasedAt} className="font-medium">
                {dateTime(erasure.erasedAt)}
              </time>
              <span>{entryText(erasure)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
