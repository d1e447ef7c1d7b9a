import i18next from 'i18next';
import { toast } from '@/hooks/use-toast';

const t = i18next.t.bind(i18next);

/** Spec section 8: the texts shared by every image upload of the panel. */
export const toastInvalidImage = () =>
  toast({ variant: 'destructive', title: t('admin.upload.invalidTitle'), description: t('admin.upload.invalidText') });

/** One image: the spec's words; several picked at once: how many. */
export const toastImageUploaded = (count = 1) => toast({ title: t('admin.upload.done', { count }) });

export const toastUploadFailed = () =>
  toast({ variant: 'destructive', title: t('admin.upload.failedTitle'), description: t('admin.upload.failedText') });
