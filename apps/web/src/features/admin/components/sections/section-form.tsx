import { ArrowLeft } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Section, SectionType } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useCreateSection } from '../../api/create-section';
import { useUpdateSection } from '../../api/update-section';
import { confirmLeavingUnsaved, useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { SectionDraft } from '../preview/draft-publishers';
import { toastFailure } from './failure-toast';
import { BookFields } from './fields/book-fields';
import { CollaborationFields } from './fields/collaboration-fields';
import { ImageFields } from './fields/image-fields';
import { InstagramFields, LinkFields } from './fields/link-fields';
import { TextField } from './fields/text-field';
import { TextContentFields } from './fields/text-fields';
import { VideoFields } from './fields/video-fields';
import { newSectionValues, sectionResolver, storedSectionValues, type SectionFormValues } from './section-form-values';

interface SectionFormProps {
  type: SectionType;
  /** The section being edited; none when creating. */
  section?: Section;
  /** Back to the type chooser (creating only). */
  onBack?: () => void;
  onDone: () => void;
}

/** Step 2 of the section dialog: the title and the fields of one type, checked by the shared schemas. */
export function SectionForm({ type, section, onBack, onDone }: SectionFormProps) {
  const form = useForm<SectionFormValues>({
    defaultValues: section ? storedSectionValues(section, type) : newSectionValues(type),
    resolver: sectionResolver(type),
    mode: 'onTouched',
  });
  useUnsavedChanges(form.formState.isDirty);
  const create = useCreateSection();
  const update = useUpdateSection();
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const body = { type, title: values.title, data: values.data };
    const saved = () => {
      form.reset(values);
      onDone();
    };
    if (section) {
      update.mutate(
        { id: section.id, update: body },
        {
          onSuccess: () => {
            toast({ title: 'Section updated' });
            saved();
          },
          onError: (error) => toastFailure('Failed to update section. Please try again.', error),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Section created' });
          saved();
        },
        onError: (error) => toastFailure('Failed to create section. Please try again.', error),
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" data-testid="section-form">
        <SectionDraft type={type} id={section?.id} />
        <TextField<SectionFormValues> name="title" label="Title" maxLength={255} />
        <TypeFields type={type} saved={section} />
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex gap-2 border-t bg-background px-6 py-3">
          {onBack && (
            <Button type="button" variant="outline" onClick={() => confirmLeavingUnsaved() && onBack()}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> Back
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={pending}>
            {pending ? 'Saving...' : section ? 'Update Section' : 'Create Section'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function TypeFields({ type, saved }: { type: SectionType; saved: Section | undefined }) {
  switch (type) {
    case 'video':
      return <VideoFields saved={saved} />;
    case 'image':
      return <ImageFields />;
    case 'book':
      return <BookFields />;
    case 'collaboration':
      return <CollaborationFields />;
    case 'text':
      return <TextContentFields />;
    case 'instagram':
      return <InstagramFields />;
    default:
      return <LinkFields type={type} />;
  }
}
