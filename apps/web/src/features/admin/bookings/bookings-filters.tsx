import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, MAX_BOOKING_SEARCH, type BookingStatus } from '@stagelink/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BookingsFilter } from './api/get-bookings';
import { STATUS_LABEL_KEYS } from './status-badge';

/** How long typing may pause before the search is sent: one request per word, not per letter. */
const SEARCH_PAUSE_MS = 300;

const isStatusFilter = (value: string): value is BookingsFilter['status'] =>
  value === 'all' || (BOOKING_STATUSES as readonly string[]).includes(value);

/** The inbox's search (name, e-mail or phone, on the server), its status filter, and the inbox or the archive (D-114). */
export function BookingsFilters({ filter, onChange }: { filter: BookingsFilter; onChange: (filter: BookingsFilter) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(filter.search);
  const ids = { search: useId(), status: useId(), shown: useId() };

  useEffect(() => {
    if (typed === filter.search) return;
    const timer = setTimeout(() => onChange({ ...filter, search: typed }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filter, onChange]);

  return (
    <div className="grid w-full gap-3 sm:grid-cols-[1fr_12rem_10rem]">
      <div className="space-y-1">
        <Label htmlFor={ids.search}>{t('admin.bookings.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={ids.search}
            type="search"
            className="ps-9"
            placeholder={t('admin.bookings.searchPlaceholder')}
            maxLength={MAX_BOOKING_SEARCH}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.status}>{t('admin.bookings.statusFilter')}</Label>
        <Select value={filter.status} onValueChange={(value) => isStatusFilter(value) && onChange({ ...filter, status: value })}>
          <SelectTrigger id={ids.status}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('admin.bookings.allStatuses')}</SelectItem>
            {BOOKING_STATUSES.map((status: BookingStatus) => (
              <SelectItem key={status} value={status}>
                {t(STATUS_LABEL_KEYS[status])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.shown}>{t('admin.bookings.show')}</Label>
        <Select
          value={filter.archived ? 'archived' : 'inbox'}
          onValueChange={(value) => onChange({ ...filter, archived: value === 'archived' })}
        >
          <SelectTrigger id={ids.shown}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="inbox">{t('admin.bookings.inbox')}</SelectItem>
            <SelectItem value="archived">{t('admin.bookings.archivedList')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
