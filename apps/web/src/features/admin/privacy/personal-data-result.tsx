import { Download, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalData } from '@stagelink/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { formatDateTime } from '@/i18n/locale-format';
import { serverText } from '@/lib/server-text';
import { useErasePersonalData } from './api/erase-personal-data';
import { rowsInWords } from './counted';

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' })}</time>;

/** The person's data as a JSON file the browser saves, made from the answer already shown. */
function download(data: PersonalData): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What one lookup found: the rows as stored, a download, and the erase behind a confirmation. */
export function PersonalDataResult({ data }: { data: PersonalData }) {
  const { t } = useTranslation();
  const erase = useErasePersonalData();
  const headingId = useId();
  const counts = { subscriptions: data.subscriptions.length, bookings: data.bookings.length };
  const nothing = counts.subscriptions === 0 && counts.bookings === 0;
  const { value } = data.contact;

  const confirmErase = () =>
    erase.mutate(value, {
      onSuccess: (erased) =>
        toast({
          title: t('admin.privacy.erased'),
          description: t('admin.privacy.erasedText', { rows: rowsInWords(erased), contact: value }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.privacy.eraseFailed'),
          description: serverText(error),
        }),
    });

  return (
    <Card aria-labelledby={headingId} data-testid="personal-data">
      <CardContent className="space-y-4 p-4">
        <div className="space-y-1">
          <h3 id={headingId} className="break-all font-semibold">
            {t('admin.privacy.storedAbout', { contact: value })}
          </h3>
          <p role="status" className="text-sm text-muted-foreground">
            {nothing ? t('admin.privacy.nothingStored', { contact: value }) : t('admin.privacy.sentence', { rows: rowsInWords(counts) })}
          </p>
        </div>

        {data.subscriptions.length > 0 && (
          <div className="space-y-2">
            <h4 className="text-sm font-semibold">{t('admin.privacy.subscriptionsTitle')}</h4>
            <ul className="space-y-2 text-sm">
              {data.subscriptions.map((subscription) => (
                <li key={subscription.id} className="rounded-md border p-3" data-testid="personal-subscription">
                  <p className="break-all font-medium">{[subscription.email, subscription.phone].filter(Boolean).join(' · ')}</p>
                  <p className="text-muted-foreground">
                    {t(subscription.status === 'active' ? 'admin.subscribers.active' : 'admin.subscribers.unsubscribed')},{' '}
                    {t('admin.privacy.subscribedOn')} {when(subscription.subscribedAt)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        )}

        {data.bookings.length > 0 && (
          <div className="space-y-2">
            <h4 className="text-sm font-semibold">{t('admin.privacy.bookingsTitle')}</h4>
            <ul className="space-y-2 text-sm">
              {data.bookings.map((booking) => (
                <li key={booking.id} className="space-y-1 rounded-md border p-3" data-testid="personal-booking">
                  <p className="break-words font-medium">
                    {booking.name} · {booking.serviceType}
                  </p>
                  <p className="break-all text-muted-foreground">{[booking.email, booking.phone].filter(Boolean).join(' · ')}</p>
                  <p className="text-muted-foreground">
                    {t('admin.privacy.sentOn')} {when(booking.submittedAt)}, {booking.status}
                  </p>
                  {booking.message && <p className="whitespace-pre-line break-words">{booking.message}</p>}
                </li>
              ))}
            </ul>
          </div>
        )}

        {!nothing && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => download(data)}>
              <Download aria-hidden="true" /> {t('admin.privacy.download')}
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="destructive" disabled={erase.isPending}>
                  <Trash2 aria-hidden="true" /> {erase.isPending ? t('admin.privacy.erasing') : t('admin.privacy.eraseAll')}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle className="break-all">{t('admin.privacy.eraseTitle', { contact: value })}</AlertDialogTitle>
                  <AlertDialogDescription>{t('admin.privacy.eraseText', { rows: rowsInWords(counts) })}</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{t('admin.privacy.cancel')}</AlertDialogCancel>
                  <AlertDialogAction onClick={confirmErase}>{t('admin.privacy.erase')}</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
