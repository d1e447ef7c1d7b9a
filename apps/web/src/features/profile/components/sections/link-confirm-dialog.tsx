import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Spec section 4: a link card asks first, then opens its target in a new tab. */
export function LinkConfirmDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent className="w-[calc(100%-2rem)] rounded-lg" data-testid="link-confirm-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('link.confirmTitle')}</AlertDialogTitle>
          <AlertDialogDescription className="break-all">{t('link.confirmDescription', { url })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>{t('link.continue')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
