import { useFormContext } from 'react-hook-form';
import type { SectionFormValues } from '../section-form-values';
import { ImageDropZone } from './image-drop-zone';
import { TextField } from './text-field';

/** Book or product: a cover (typed in or uploaded), a description and where to buy it. */
export function BookFields() {
  const { setValue, watch } = useFormContext<SectionFormValues>();
  const cover = watch('data.coverImage');
  return (
    <>
      <TextField<SectionFormValues> name="data.coverImage" label="Cover image URL" kind="url" placeholder="https://…/cover.jpg" />
      <div className="flex items-stretch gap-3">
        {cover && <img src={cover} alt="" className="h-24 w-20 shrink-0 rounded-md bg-muted object-cover" data-testid="cover-preview" />}
        <div className="min-w-0 flex-1">
          <ImageDropZone
            label="Upload a cover"
            onUploaded={(url) => setValue('data.coverImage', url, { shouldDirty: true, shouldValidate: true })}
          />
        </div>
      </div>
      <TextField<SectionFormValues> name="data.description" label="Description" kind="long" />
      <TextField<SectionFormValues> name="data.link" label="Purchase link" kind="url" placeholder="https://…" />
    </>
  );
}
