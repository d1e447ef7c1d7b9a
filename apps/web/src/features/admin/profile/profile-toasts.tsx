import i18next from 'i18next';
import { ToastLink } from '@/components/toast-link';
import { toast } from '@/hooks/use-toast';

const t = i18next.t.bind(i18next);

/** Spec section 8: the profile's save toasts, the success one with a link to see the page. */
export const toastProfileSaved = () =>
  toast({
    title: t('admin.profile.saved'),
    description: t('admin.profile.savedText'),
    action: (
      <ToastLink to="/" altText={t('admin.profile.viewPage')}>
        {t('admin.profile.view')}
      </ToastLink>
    ),
  });

export const toastProfileSaveFailed = () =>
  toast({ variant: 'destructive', title: t('admin.profile.error'), description: t('admin.profile.saveFailed') });
