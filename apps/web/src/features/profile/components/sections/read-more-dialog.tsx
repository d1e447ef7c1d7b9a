import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export function ReadMoreDialog({
  title,
  content,
  alignClass,
  onClose,
}: {
  title: string;
  content: string;
  alignClass: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>
            <bdi>{title}</bdi>
          </DialogTitle>
        </DialogHeader>
        <p className={cn('whitespace-pre-line text-sm', alignClass)} data-testid="read-more-content">
          <bdi>
            <RichText source={content} />
          </bdi>
        </p>
      </DialogContent>
    </Dialog>
  );
}
