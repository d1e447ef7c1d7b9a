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

// Stands for the address in the translated sentence, which is then cut around it.
const URL_MARK = '\u0000';

/** Spec section 4: a link card asks first, then opens its target in a new tab. */
export function LinkConfirmDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('link.confirmDescription', { url: URL_MARK }).split(URL_MARK);
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent className="w-[calc(100%-2rem)] rounded-lg" data-testid="link-confirm-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('link.confirmTitle')}</AlertDialogTitle>
          {/* Words wrap between words; only the address, which has no spaces, may break anywhere. It
              reads left to right on any page, its punctuation with it. */}
          <AlertDialogDescription className="break-words">
            {before}
            <bdi dir="ltr" className="break-all font-medium text-foreground" data-testid="link-confirm-url">
              {url}
            </bdi>
            {after}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>{t('link.continue')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
