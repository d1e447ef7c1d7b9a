import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, instantFromLocalInput, type Section, type SectionType } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useAdminProfile } from '@/panel/api/get-admin-profile';
import { toastFailure } from '@/panel/failure-toast';
import { SwitchField } from '@/panel/form/switch-field';
import { TextField } from '@/panel/form/text-field';
import { confirmLeavingUnsaved, useUnsavedChanges } from '@/panel/use-unsaved-changes';
import { useCreateSection, type SectionPlace } from './api/create-section';
import { fetchSiteIcon } from './api/fetch-site-icon';
import { useUpdateSection } from './api/update-section';
import { BookFields } from './fields/book-fields';
import { CollaborationFields } from './fields/collaboration-fields';
import { ImageFields } from './fields/image-fields';
import { InstagramFields, LinkFields } from './fields/link-fields';
import { TextContentFields } from './fields/text-fields';
import { TourFields } from './fields/tour-fields';
import { VideoFields } from './fields/video-fields';
import { ScheduleFields } from './schedule-fields';
import { SectionDraft } from './section-draft';
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
  const { t } = useTranslation();
  const timeZone = useAdminProfile().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const form = useForm<SectionFormValues>({
    defaultValues: section ? storedSectionValues(section, type, timeZone) : newSectionValues(type),
    resolver: sectionResolver(type),
    mode: 'onTouched',
  });
  useUnsavedChanges(form.formState.isDirty);
  const create = useCreateSection();
  const update = useUpdateSection();
  const [place, setPlace] = useState<SectionPlace>('top');
  const [fetchingIcon, setFetchingIcon] = useState(false);
  const placeId = useId();
  const pending = create.isPending || update.isPending || fetchingIcon;

  const onSubmit = form.handleSubmit(async (values) => {
    let data = values.data;
    if (needsSiteIcon(type, data)) {
      setFetchingIcon(true);
      data = await withSiteIcon(data).finally(() => setFetchingIcon(false));
    }
    const window = {
      visibleFrom: instantFromLocalInput(values.schedule.from, timeZone) || null,
      visibleUntil: instantFromLocalInput(values.schedule.until, timeZone) || null,
    };
    const body = { type, title: values.title, data, ...window };
    const saved = () => {
      form.reset(values);
      onDone();
    };
    if (section) {
      update.mutate(
        { id: section.id, update: body },
        {
          onSuccess: () => {
            toast({ title: t('admin.sections.updated') });
            saved();
          },
          onError: (error) => toastFailure(t('admin.sections.updateFailed'), error),
        },
      );
    } else {
      create.mutate(
        { ...body, place },
        {
          onSuccess: ({ placed }) => {
            toast({
              title: t('admin.sections.created'),
              description: placed ? undefined : t('admin.sections.notPlaced'),
            });
            saved();
          },
          onError: (error) => toastFailure(t('admin.sections.createFailed'), error),
        },
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" data-testid="section-form">
        <SectionDraft type={type} id={section?.id} place={place} />
        <TextField<SectionFormValues> name="title" label={t('admin.sections.titleField')} maxLength={255} />
        <TypeFields type={type} saved={section} timeZone={timeZone} />
        <ScheduleFields timeZone={timeZone} />
        {!section && (
          <SwitchField
            id={placeId}
            label={t('admin.sections.atTop')}
            checked={place === 'top'}
            onCheckedChange={(top) => setPlace(top ? 'top' : 'bottom')}
          />
        )}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex gap-2 border-t bg-background px-6 py-3">
          {onBack && (
            <Button type="button" variant="outline" onClick={() => confirmLeavingUnsaved() && onBack()}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('admin.sections.back')}
            </Button>
          )}
          <Button type="submit" className="flex-1" disabled={pending}>
            {fetchingIcon
              ? t('admin.sections.fetchingIcon')
              : pending
                ? t('admin.sections.saving')
                : section
                  ? t('admin.sections.update')
                  : t('admin.sections.create')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function TypeFields({ type, saved, timeZone }: { type: SectionType; saved: Section | undefined; timeZone: string }) {
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
    case 'tour':
      return <TourFields timeZone={timeZone} />;
    default:
      return <LinkFields type={type} />;
  }
}

const needsSiteIcon = (type: SectionType, data: SectionFormValues['data']) =>
  type === 'custom' && !data.logoUrl && /^https?:\/\//.test(data.url ?? '');

/**
 * A custom link saved without a logo gets its site's icon, fetched by the server and kept as
 * an upload (docs/decisions.md, D-110). When none can be fetched the link is saved as it is,
 * and the page shows its globe.
 */
async function withSiteIcon(data: SectionFormValues['data']): Promise<SectionFormValues['data']> {
  try {
    const icon = await fetchSiteIcon(data.url ?? '');
    return { ...data, logoUrl: icon.url };
  } catch {
    return data;
  }
}
