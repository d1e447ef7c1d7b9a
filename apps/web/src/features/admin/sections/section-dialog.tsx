import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section, SectionType } from '@stagelink/contracts';
import { PagePreviewSlot } from '@/components/page-preview-slot';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PreviewButton } from '@/panel/preview-button';
import { sectionTypeLabel } from '@/panel/section-types';
import { confirmLeavingUnsaved } from '@/panel/use-unsaved-changes';
import { useWideScreen } from '@/panel/use-wide-screen';
import { SectionForm } from './section-form';
import { SectionTypeChooser } from './section-type-chooser';

/** Creating: choose a type first. Editing: the section's own type, straight at its form (spec section 4). */
export type SectionDialogState = { mode: 'create' } | { mode: 'edit'; section: Section; type: SectionType } | null;

export function SectionDialog({ state, onClose }: { state: SectionDialogState; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && confirmLeavingUnsaved() && onClose()}>
      {/* The page's live preview beside the form on a desktop, a tap away on a phone (docs/decisions.md, D-104). */}
      <DialogContent
        className={wide ? 'max-w-6xl grid-cols-[minmax(0,1fr)_24rem] grid-rows-[auto_1fr]' : 'max-w-2xl'}
        data-testid="section-dialog"
      >
        {state?.mode === 'create' && <CreateSteps onDone={onClose} />}
        {state?.mode === 'edit' && (
          <>
            <DialogHeader>
              <DialogTitle>{t('admin.sections.edit')}</DialogTitle>
              <DialogDescription>{sectionTypeLabel(state.type)}</DialogDescription>
            </DialogHeader>
            <SectionForm key={state.section.id} type={state.type} section={state.section} onDone={onClose} />
          </>
        )}
        {wide ? (
          <PagePreviewSlot className="sticky top-0 col-start-2 row-span-2 row-start-1 mt-10 h-[calc(90dvh-6rem)] self-start" />
        ) : (
          <PreviewButton className="absolute end-14 top-2" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<SectionType | null>(null);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin.sections.add')}</DialogTitle>
        <DialogDescription>{type ? sectionTypeLabel(type) : t('admin.sections.chooseType')}</DialogDescription>
      </DialogHeader>
      {type ? (
        <SectionForm key={type} type={type} onBack={() => setType(null)} onDone={onDone} />
      ) : (
        <SectionTypeChooser onChoose={setType} />
      )}
    </>
  );
}
