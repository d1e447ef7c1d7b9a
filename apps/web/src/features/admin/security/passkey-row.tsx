import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASSKEY_NAME_LENGTH, type Passkey } from '@stagelink/contracts';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { formatDateTime } from '@/i18n/locale-format';
import { useRemovePasskey } from './api/remove-passkey';
import { useRenamePasskey } from './api/rename-passkey';
import { failureMessage } from './failure-message';

const day = (value: string) => formatDateTime(value, { dateStyle: 'medium' });

/** One passkey: its name, when it was added and last used, renamed in place or removed after a question. */
export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const remove = useRemovePasskey();
  const nameId = `passkey-${passkey.id}`;
  const used = passkey.lastUsedAt ? t('admin.security.lastUsed', { date: day(passkey.lastUsedAt) }) : t('admin.security.notUsed');

  const confirmRemove = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => toast({ title: t('admin.security.removed'), description: passkey.name }),
      onError: (error) => toast({ variant: 'destructive', title: t('admin.security.removeFailed'), description: failureMessage(error) }),
    });

  if (renaming) return <RenameForm passkey={passkey} done={() => setRenaming(false)} />;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center gap-2 rounded-md border p-3">
      <KeyRound className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate font-medium">
          {passkey.name}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('admin.security.addedOn', { date: day(passkey.createdAt), used })}
          {passkey.backedUp ? t('admin.security.synced') : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" className="min-h-11 min-w-11" onClick={() => setRenaming(true)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">{t('admin.security.renameNamed', { name: passkey.name })}</span>
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" className="min-h-11 min-w-11">
            <Trash2 aria-hidden="true" />
            <span className="sr-only">{t('admin.security.removeNamed', { name: passkey.name })}</span>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.security.removeTitle', { name: passkey.name })}</AlertDialogTitle>
            <AlertDialogDescription>{t('admin.security.removeText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('admin.security.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={confirmRemove}>{t('admin.security.remove')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function RenameForm({ passkey, done }: { passkey: Passkey; done: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const inputId = `passkey-name-${passkey.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: done,
        onError: (error) => toast({ variant: 'destructive', title: t('admin.security.renameFailed'), description: failureMessage(error) }),
      },
    );
  };

  return (
    <li className="rounded-md border p-3">
      <form onSubmit={save} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={inputId}>{t('admin.security.nameLabel')}</Label>
          <Input
            id={inputId}
            value={name}
            maxLength={MAX_PASSKEY_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        </div>
        <Button type="submit" size="sm" className="min-h-11" disabled={name.trim() === '' || rename.isPending}>
          {t('admin.security.save')}
        </Button>
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={done}>
          {t('admin.security.cancel')}
        </Button>
      </form>
    </li>
  );
}
