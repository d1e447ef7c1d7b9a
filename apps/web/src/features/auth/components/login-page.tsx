import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Eye, EyeOff, KeyRound, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLogin } from '@/features/auth/api/login';
import { usePasskeyLogin } from '@/features/auth/api/passkey-login';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { panelResolver } from '@/lib/panel-resolver';
import { serverText } from '@/lib/server-text';

const loginSchema = z.object({ password: z.string().trim().min(1) });
type LoginForm = z.infer<typeof loginSchema>;

export default function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const login = useLogin();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<LoginForm>({ resolver: panelResolver(loginSchema), defaultValues: { password: '' } });
  const passwordIsBlank = useWatch({ control: form.control, name: 'password' }).trim() === '';

  const submit = form.handleSubmit(({ password }) =>
    login.mutate(password, {
      onSuccess: () => {
        toast({ title: t('admin.login.success') });
        navigate('/admin');
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('admin.login.failed'),
          description: serverText(error, { 401: 'admin.login.invalidPassword' }) ?? t('admin.login.invalidPassword'),
        });
        form.reset({ password: '' });
      },
    }),
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <Lock className="h-8 w-8 text-primary" aria-hidden />
          <CardTitle>{t('admin.login.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor="password">{t('admin.login.password')}</Label>
              <div className="relative">
                <Input
                  id="password"
                  type={passwordVisible ? 'text' : 'password'}
                  autoComplete="current-password"
                  autoFocus
                  className="pe-12"
                  {...form.register('password')}
                />
                <button
                  type="button"
                  onClick={() => setPasswordVisible((visible) => !visible)}
                  aria-label={passwordVisible ? t('admin.login.hidePassword') : t('admin.login.showPassword')}
                  className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {passwordVisible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
                </button>
              </div>
            </div>
            <Button type="submit" className="w-full" disabled={passwordIsBlank || login.isPending}>
              {login.isPending ? t('admin.login.submitting') : t('admin.login.submit')}
            </Button>
          </form>
          <PasskeySignIn onSignedIn={() => navigate('/admin')} />
          <div className="mt-4 text-center">
            <Link to="/" className="inline-flex min-h-11 items-center px-2 text-sm text-link hover:underline">
              {t('admin.login.back')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * "Sign in with a passkey" (docs/decisions.md, D-95): the device offers the site's passkey and
 * checks the owner's fingerprint, face or PIN; no password, and no part in its throttle.
 */
function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const passkeyLogin = usePasskeyLogin();
  if (!browserSupportsWebAuthn()) return null;
  const signIn = () =>
    passkeyLogin.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('admin.login.success') });
        onSignedIn();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('admin.login.passkeyFailed'),
          description: (error instanceof ApiError ? serverText(error) : error.message) || t('admin.login.retry'),
        }),
    });
  return (
    <div className="mt-4 space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('admin.login.or')}
      </p>
      <Button type="button" variant="outline" className="w-full" onClick={signIn} disabled={passkeyLogin.isPending}>
        <KeyRound aria-hidden="true" />
        {passkeyLogin.isPending ? t('admin.login.passkeyWaiting') : t('admin.login.passkey')}
      </Button>
    </div>
  );
}
