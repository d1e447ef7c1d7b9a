import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { PagePreviewSlot } from '@/components/page-preview-slot';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/**
 * One tap to the page's live preview where there is no room beside the editor (a phone): the
 * preview fills the screen over the editor, which keeps what was typed (docs/decisions.md, D-104).
 */
export function PreviewButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <span className={className}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" className="min-w-11" data-testid="open-preview">
            <Smartphone aria-hidden="true" />
            <span className="max-sm:sr-only">Preview</span>
          </Button>
        </DialogTrigger>
      </span>
      <DialogContent
        closeLabel="Close preview"
        className="flex h-dvh max-h-none w-full max-w-none flex-col gap-2 rounded-none border-0 p-3 pt-4"
      >
        <div className="pe-12">
          <DialogTitle>Your page, with your changes</DialogTitle>
          <DialogDescription>What visitors get, with what you have typed and not saved yet.</DialogDescription>
        </div>
        <PagePreviewSlot className="flex-1" />
      </DialogContent>
    </Dialog>
  );
}
