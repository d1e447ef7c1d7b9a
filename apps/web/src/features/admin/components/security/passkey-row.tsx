import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { useRemovePasskey } from '../../api/remove-passkey';
import { useRenamePasskey } from '../../api/rename-passkey';
import { failureMessage } from './failure-message';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One passkey: its name, when it was added and last used, renamed in place or removed after a question. */
export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useRemovePasskey();
  const nameId = `passkey-${passkey.id}`;
  const used = passkey.lastUsedAt ? `last used ${day.format(new Date(passkey.lastUsedAt))}` : 'not used yet';

  const confirmRemove = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => toast({ title: 'Passkey removed', description: passkey.name }),
      onError: (error) => toast({ variant: 'destructive', title: 'The passkey was not removed', description: failureMessage(error) }),
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
          Added {day.format(new Date(passkey.createdAt))}, {used}
          {passkey.backedUp ? ' · synced to your other devices' : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" className="min-h-11 min-w-11" onClick={() => setRenaming(true)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Rename {passkey.name}</span>
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" className="min-h-11 min-w-11">
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Remove {passkey.name}</span>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove the passkey “{passkey.name}”?</AlertDialogTitle>
            <AlertDialogDescription>It will no longer sign you in. Your password and other passkeys still do.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmRemove}>Remove</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function RenameForm({ passkey, done }: { passkey: Passkey; done: () => void }) {
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const inputId = `passkey-name-${passkey.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: done,
        onError: (error) => toast({ variant: 'destructive', title: 'The passkey was not renamed', description: failureMessage(error) }),
      },
    );
  };

  return (
    <li className="rounded-md border p-3">
      <form onSubmit={save} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={inputId}>Name of the passkey</Label>
          <Input
            id={inputId}
            value={name}
            maxLength={MAX_PASSKEY_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        </div>
        <Button type="submit" size="sm" className="min-h-11" disabled={name.trim() === '' || rename.isPending}>
          Save
        </Button>
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={done}>
          Cancel
        </Button>
      </form>
    </li>
  );
}
