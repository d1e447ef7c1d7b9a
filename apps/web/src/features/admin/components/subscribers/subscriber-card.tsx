import { Link2, Mail, Phone, Trash2 } from 'lucide-react';
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
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteSubscriber } from '../../api/delete-subscriber';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS = {
  active: { label: 'Active', style: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100' },
  unsubscribed: { label: 'Unsubscribed', style: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100' },
} as const;

export function SubscriberCard({ subscriber }: { subscriber: AdminSubscriber }) {
  const remove = useDeleteSubscriber();
  const contact = subscriber.email ?? subscriber.phone ?? '';
  const nameId = `subscriber-${subscriber.id}`;
  const status = STATUS[subscriber.status];

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(subscriber.unsubscribeLink);
      toast({ title: 'Unsubscribe link copied', description: 'Put it in the messages you send to this subscriber.' });
    } catch {
      // Without clipboard access the owner can still select the link from the toast.
      toast({ variant: 'destructive', title: 'The link could not be copied', description: subscriber.unsubscribeLink });
    }
  };

  const confirmDelete = () =>
    remove.mutate(subscriber.id, {
      onSuccess: () => toast({ title: 'Subscriber deleted', description: contact }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete the subscriber.',
          description: error instanceof ApiError ? error.serverMessage : undefined,
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
                <span className="sr-only">E-mail:</span> {subscriber.email}
              </p>
            )}
            {subscriber.phone && (
              <p className="flex items-center gap-2 font-medium">
                <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">Phone:</span> {subscriber.phone}
              </p>
            )}
          </div>
          <span
            data-testid="subscriber-status"
            className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', status.style)}
          >
            {status.label}
          </span>
        </div>

        <dl className="space-y-1 text-sm text-muted-foreground">
          <div className="flex flex-wrap gap-1">
            <dt>Subscribed:</dt>
            <dd>
              <time dateTime={subscriber.subscribedAt}>{dateTime.format(new Date(subscriber.subscribedAt))}</time>
            </dd>
          </div>
          {subscriber.additionalContactAt && (
            <div className="flex flex-wrap gap-1">
              <dt>Second contact added:</dt>
              <dd>
                <time dateTime={subscriber.additionalContactAt}>{dateTime.format(new Date(subscriber.additionalContactAt))}</time>
              </dd>
            </div>
          )}
        </dl>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyLink()}>
            <Link2 aria-hidden="true" /> Copy unsubscribe link
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete this subscriber?</AlertDialogTitle>
                <AlertDialogDescription className="break-all">
                  {[subscriber.email, subscriber.phone].filter(Boolean).join(' and ')} will be removed from your list. This cannot be
                  undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={confirmDelete}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardContent>
    </Card>
  );
}
