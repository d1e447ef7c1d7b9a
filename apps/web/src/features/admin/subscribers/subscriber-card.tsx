import i18next from 'i18next';
import { Link2, Mail, Phone, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminSubscriber } from '@stagelink/contracts';
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
import { cn } from '@/lib/cn';
import { serverText } from '@/lib/server-text';
import { useDeleteSubscriber } from './api/delete-subscriber';

const dateTime = (value: string) => formatDateTime(value, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS = {
  active: { label: 'admin.subscribers.active', style: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' },
  unsubscribed: { label: 'admin.subscribers.unsubscribed', style: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100' },
} as const;

/** The subscriber's e-mail, phone, or both joined in the owner's language. */
function contactsOf({ email, phone }: AdminSubscriber): string {
  return email && phone ? i18next.t('admin.subscribers.and', { first: email, second: phone }) : (email ?? phone ?? '');
}

export function SubscriberCard({ subscriber }: { subscriber: AdminSubscriber }) {
  const { t } = useTranslation();
  const remove = useDeleteSubscriber();
  const contact = subscriber.email ?? subscriber.phone ?? '';
  const nameId = `subscriber-${subscriber.id}`;
  const status = STATUS[subscriber.status];

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(subscriber.unsubscribeLink);
      toast({ title: t('admin.subscribers.copied'), description: t('admin.subscribers.copiedText') });
    } catch {
      // Without clipboard access the owner can still select the link from the toast.
      toast({ variant: 'destructive', title: t('admin.subscribers.copyFailed'), description: subscriber.unsubscribeLink });
    }
  };

  const confirmDelete = () =>
    remove.mutate(subscriber.id, {
      onSuccess: () => toast({ title: t('admin.subscribers.deleted'), description: contact }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.subscribers.deleteFailed'),
          description: serverText(error),
        }),
    });

  return (
    <Card data-testid="subscriber-card" aria-labelledby={nameId}>
      <CardContent className="space-y-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <h3 id={nameId} className="sr-only">
              {contact}
            </h3>
            {subscriber.email && (
              <p className="flex items-center gap-2 break-all font-medium">
                <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t('admin.subscribers.email')}</span> {subscriber.email}
              </p>
            )}
            {subscriber.phone && (
              <p className="flex items-center gap-2 font-medium">
                <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t('admin.subscribers.phone')}</span> {subscriber.phone}
              </p>
            )}
          </div>
          <span
            data-testid="subscriber-status"
            className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', status.style)}
          >
            {t(status.label)}
          </span>
        </div>

        <dl className="space-y-1 text-sm text-muted-foreground">
          <div className="flex flex-wrap gap-1">
            <dt>{t('admin.subscribers.subscribedAt')}</dt>
            <dd>
              <time dateTime={subscriber.subscribedAt}>{dateTime(subscriber.subscribedAt)}</time>
            </dd>
          </div>
          {subscriber.additionalContactAt && (
            <div className="flex flex-wrap gap-1">
              <dt>{t('admin.subscribers.secondContact')}</dt>
              <dd>
                <time dateTime={subscriber.additionalContactAt}>{dateTime(subscriber.additionalContactAt)}</time>
              </dd>
            </div>
          )}
        </dl>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyLink()}>
            <Link2 aria-hidden="true" /> {t('admin.subscribers.copyLink')}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" /> {t('admin.subscribers.delete')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('admin.subscribers.deleteTitle')}</AlertDialogTitle>
                <AlertDialogDescription className="break-all">
                  {t('admin.subscribers.deleteText', { contacts: contactsOf(subscriber) })}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('admin.subscribers.cancel')}</AlertDialogCancel>
                <AlertDialogAction onClick={confirmDelete}>{t('admin.subscribers.delete')}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardContent>
    </Card>
  );
}
