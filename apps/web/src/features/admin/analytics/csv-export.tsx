import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_RECENT_DAYS } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { analyticsExportUrl } from './api/export-analytics';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A date range (UTC days, both included) and the link that downloads its events. */
export function CsvExport() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => isoDay(Date.now() - (ANALYTICS_RECENT_DAYS - 1) * DAY_MS));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const fromId = useId();
  const toId = useId();
  const problem = !from || !to ? t('admin.analytics.chooseDates') : from > to ? t('admin.analytics.startAfterEnd') : null;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor={fromId}>{t('admin.analytics.from')}</Label>
          <Input id={fromId} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={toId}>{t('admin.analytics.to')}</Label>
          <Input id={toId} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      {problem ? (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
      {problem ? (
        <Button className="w-full sm:w-auto" disabled>
          <Download /> {t('admin.analytics.download')}
        </Button>
      ) : (
        <Button className="w-full sm:w-auto" asChild>
          <a href={analyticsExportUrl(from, to)} download>
            <Download /> {t('admin.analytics.download')}
          </a>
        </Button>
      )}
      <p className="text-xs text-muted-foreground">{t('admin.analytics.exportNote')}</p>
    </div>
  );
}
