import { useState } from 'react';
import type { Section, SectionType } from '@stagelink/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { confirmLeavingUnsaved } from '../../hooks/use-unsaved-changes';
import { SectionForm } from './section-form';
import { SectionTypeChooser } from './section-type-chooser';
import { sectionTypeLabel } from './section-types';

/** Creating: choose a type first. Editing: the section's own type, straight at its form (spec section 4). */
export type SectionDialogState = { mode: 'create' } | { mode: 'edit'; section: Section; type: SectionType } | null;

export function SectionDialog({ state, onClose }: { state: SectionDialogState; onClose: () => void }) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && confirmLeavingUnsaved() && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="section-dialog">
        {state?.mode === 'create' && <CreateSteps onDone={onClose} />}
        {state?.mode === 'edit' && (
          <>
            <DialogHeader>
              <DialogTitle>Edit Section</DialogTitle>
              <DialogDescription>{sectionTypeLabel(state.type)}</DialogDescription>
            </DialogHeader>
            <SectionForm key={state.section.id} type={state.type} section={state.section} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateSteps({ onDone }: { onDone: () => void }) {
  const [type, setType] = useState<SectionType | null>(null);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Add New Section</DialogTitle>
        <DialogDescription>{type ? sectionTypeLabel(type) : 'Choose the kind of section to add.'}</DialogDescription>
      </DialogHeader>
      {type ? (
        <SectionForm key={type} type={type} onBack={() => setType(null)} onDone={onDone} />
      ) : (
        <SectionTypeChooser onChoose={setType} />
      )}
    </>
  );
}
