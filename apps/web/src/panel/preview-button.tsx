import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePreviewSlot } from '@/components/page-preview-slot';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/**
 * One tap to the page's live preview where there is no room beside the editor (a phone): the
 * preview fills the screen over the editor, which keeps what was typed (docs/decisions.md, D-104).
 */
export function PreviewButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <span className={className}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" className="min-w-11" data-testid="open-preview">
            <Smartphone aria-hidden="true" />
            <span className="max-sm:sr-only">{t('admin.preview.open')}</span>
          </Button>
        </DialogTrigger>
      </span>
      <DialogContent
        closeLabel={t('admin.preview.close')}
        className="flex h-dvh max-h-none w-full max-w-none flex-col gap-2 rounded-none border-0 p-3 pt-4"
      >
        <div className="pe-12">
          <DialogTitle>{t('admin.preview.title')}</DialogTitle>
          <DialogDescription>{t('admin.preview.description')}</DialogDescription>
        </div>
        <PagePreviewSlot className="flex-1" />
      </DialogContent>
    </Dialog>
  );
}
