import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { TextField } from '@/panel/form/text-field';
import { ImageDropZone } from './image-drop-zone';

/** Book or product: a cover (typed in or uploaded), a description and where to buy it. */
export function BookFields() {
  const { t } = useTranslation();
  const { setValue, watch } = useFormContext<SectionFormValues>();
  const cover = watch('data.coverImage');
  return (
    <>
      <TextField<SectionFormValues>
        name="data.coverImage"
        label={t('admin.fields.coverUrl')}
        kind="url"
        placeholder="https://…/cover.jpg"
      />
      <div className="flex items-stretch gap-3">
        {cover && <img src={cover} alt="" className="h-24 w-20 shrink-0 rounded-md bg-muted object-cover" data-testid="cover-preview" />}
        <div className="min-w-0 flex-1">
          <ImageDropZone
            label={t('admin.fields.uploadCover')}
            onUploaded={(url) => setValue('data.coverImage', url, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
      </div>
      <TextField<SectionFormValues> name="data.description" label={t('admin.fields.description')} kind="long" />
      <TextField<SectionFormValues> name="data.link" label={t('admin.fields.purchaseLink')} kind="url" placeholder="https://…" />
    </>
  );
}
