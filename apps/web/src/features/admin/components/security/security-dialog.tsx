import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { MAX_PASSKEY_NAME_LENGTH } from '@stagelink/contracts';
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
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useAddPasskey } from '../../api/add-passkey';
import { usePasskeys } from '../../api/get-passkeys';
import { useLogoutEverywhere } from '../../api/logout-everywhere';
import { confirmLeavingUnsaved } from '../../hooks/use-unsaved-changes';
import { failureMessage } from './failure-message';
import { PasskeyRow } from './passkey-row';

/**
 * The top bar's "Security": the owner's passkeys and "Log out everywhere" (docs/decisions.md,
 * D-95, D-94), a dialog beside Logout rather than a ninth tab, since neither is page content.
 */
export function SecurityButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-w-11">
          <ShieldCheck aria-hidden="true" />
          <span className="max-sm:sr-only">Security</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Sign-in and sessions</DialogTitle>
          <DialogDescription>Passkeys sign you in without the password. Your password always works too.</DialogDescription>
        </DialogHeader>
        <Passkeys />
        <Sessions />
      </DialogContent>
    </Dialog>
  );
}

function Passkeys() {
  const passkeys = usePasskeys();
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <h3 id="passkeys-heading" className="font-semibold">
        Passkeys
      </h3>
      {passkeys.isPending && <p className="text-sm text-muted-foreground">Loading passkeys…</p>}
      {passkeys.isError && <p className="text-sm text-destructive">The passkeys could not be loaded.</p>}
      {passkeys.data?.length === 0 && <p className="text-sm text-muted-foreground">No passkey yet.</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul aria-label="Your passkeys" className="space-y-2">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <AddPasskeyForm />
    </section>
  );
}

function AddPasskeyForm() {
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const supported = browserSupportsWebAuthn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        toast({ title: 'Passkey added', description: `“${passkey.name}” now signs you in.` });
        setName('');
      },
      onError: (error) => toast({ variant: 'destructive', title: 'The passkey was not added', description: failureMessage(error) }),
    });
  };

  if (!supported) return <p className="text-sm text-muted-foreground">This browser cannot make passkeys.</p>;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor="new-passkey-name">Name of the new passkey</Label>
        <Input
          id="new-passkey-name"
          placeholder="My phone"
          value={name}
          maxLength={MAX_PASSKEY_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" className="min-h-11" disabled={name.trim() === '' || add.isPending}>
        {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
      </Button>
    </form>
  );
}

function Sessions() {
  const [, navigate] = useLocation();
  const logoutEverywhere = useLogoutEverywhere({ leave: () => navigate('/admin/login') });

  const confirm = () => {
    if (!confirmLeavingUnsaved()) return;
    logoutEverywhere.mutate(undefined, {
      onError: (error) => toast({ variant: 'destructive', title: 'Logging out everywhere failed.', description: failureMessage(error) }),
    });
  };

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3 border-t pt-4">
      <h3 id="sessions-heading" className="font-semibold">
        Sessions
      </h3>
      <p className="text-sm text-muted-foreground">
        Lost a phone, or logged in on a computer that is not yours? End every session of the panel, on every device, this one too.
      </p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="min-h-11">
            <LogOut aria-hidden="true" />
            Log out everywhere
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Log out everywhere?</AlertDialogTitle>
            <AlertDialogDescription>
              Every device logged in to the panel is logged out at once, this one too. You then log in again with your password or a
              passkey.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirm}>Log out everywhere</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
