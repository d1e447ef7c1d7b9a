import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { confirmLeavingUnsaved } from '@/panel/use-unsaved-changes';
import { useAddPasskey } from './api/add-passkey';
import { usePasskeys } from './api/get-passkeys';
import { useLogoutEverywhere } from './api/logout-everywhere';
import { failureMessage } from './failure-message';
import { PasskeyRow } from './passkey-row';

/**
 * The top bar's "Security": the owner's passkeys and "Log out everywhere" (docs/decisions.md,
 * D-95, D-94), a dialog beside Logout rather than a ninth tab, since neither is page content.
 */
export function SecurityButton() {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-w-11">
          <ShieldCheck aria-hidden="true" />
          <span className="max-sm:sr-only">{t('admin.security.button')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('admin.security.title')}</DialogTitle>
          <DialogDescription>{t('admin.security.description')}</DialogDescription>
        </DialogHeader>
        <Passkeys />
        <Sessions />
      </DialogContent>
    </Dialog>
  );
}

function Passkeys() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <h3 id="passkeys-heading" className="font-semibold">
        {t('admin.security.passkeys')}
      </h3>
      {passkeys.isPending && <p className="text-sm text-muted-foreground">{t('admin.security.loading')}</p>}
      {passkeys.isError && <p className="text-sm text-destructive">{t('admin.security.loadFailed')}</p>}
      {passkeys.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('admin.security.none')}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul aria-label={t('admin.security.list')} className="space-y-2">
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
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const supported = browserSupportsWebAuthn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        toast({ title: t('admin.security.added'), description: t('admin.security.addedText', { name: passkey.name }) });
        setName('');
      },
      onError: (error) => toast({ variant: 'destructive', title: t('admin.security.addFailed'), description: failureMessage(error) }),
    });
  };

  if (!supported) return <p className="text-sm text-muted-foreground">{t('admin.security.unsupported')}</p>;
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor="new-passkey-name">{t('admin.security.newName')}</Label>
        <Input
          id="new-passkey-name"
          placeholder={t('admin.security.newNamePlaceholder')}
          value={name}
          maxLength={MAX_PASSKEY_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" className="min-h-11" disabled={name.trim() === '' || add.isPending}>
        {add.isPending ? t('admin.security.waiting') : t('admin.security.add')}
      </Button>
    </form>
  );
}

function Sessions() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const logoutEverywhere = useLogoutEverywhere({ leave: () => navigate('/admin/login') });

  const confirm = () => {
    if (!confirmLeavingUnsaved()) return;
    logoutEverywhere.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'destructive', title: t('admin.security.logoutEverywhereFailed'), description: failureMessage(error) }),
    });
  };

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3 border-t pt-4">
      <h3 id="sessions-heading" className="font-semibold">
        {t('admin.security.sessions')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('admin.security.sessionsText')}</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="min-h-11">
            <LogOut aria-hidden="true" />
            {t('admin.security.logoutEverywhere')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.security.logoutEverywhereTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('admin.security.logoutEverywhereText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('admin.security.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={confirm}>{t('admin.security.logoutEverywhere')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
