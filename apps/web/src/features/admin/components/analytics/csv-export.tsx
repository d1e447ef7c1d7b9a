import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { ANALYTICS_RECENT_DAYS } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { analyticsExportUrl } from '../../api/export-analytics';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A date range (UTC days, both included) and the link that downloads its events. */
export function CsvExport() {
  const [from, setFrom] = useState(() => isoDay(Date.now() - (ANALYTICS_RECENT_DAYS - 1) * DAY_MS));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const fromId = useId();
  const toId = useId();
  const problem = !from || !to ? 'Choose both dates.' : from > to ? 'The start date must not be after the end date.' : null;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <Label htmlFor={fromId}>From</Label>
          <Input id={fromId} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={toId}>To</Label>
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
          <Download /> Download CSV
        </Button>
      ) : (
        <Button className="w-full sm:w-auto" asChild>
          <a href={analyticsExportUrl(from, to)} download>
            <Download /> Download CSV
          </a>
        </Button>
      )}
      <p className="text-xs text-muted-foreground">Every event of those days (UTC), bots included and marked.</p>
    </div>
  );
}
