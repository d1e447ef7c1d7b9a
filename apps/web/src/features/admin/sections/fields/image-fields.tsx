import { rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { responsiveImage } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import type { SectionFormValues } from '@/features/admin/sections/section-form-values';
import { SortableArea } from '@/features/admin/sections/sortable-area';
import { cn } from '@/lib/cn';
import { TextField, useFieldError } from '@/panel/form/text-field';
import { ImageDropZone } from './image-drop-zone';

/** Image gallery: upload by drop or tap, then order, describe, link or remove each image. The page shows the first three. */
export function ImageFields() {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<SectionFormValues>();
  const images = useFieldArray({ control, name: 'data.images' });
  const error = useFieldError<SectionFormValues>('data.images');
  const ids = images.fields.map((field) => field.id);
  const nameOf = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return getValues(`data.images.${index}.alt`) || `image ${index + 1}`;
  };
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{t('admin.fields.images')}</legend>
      <ImageDropZone label={t('admin.fields.addImages')} multiple onUploaded={(url) => images.append({ url, alt: '', link: '' })} />
      {images.fields.length > 3 && <p className="text-xs text-muted-foreground">{t('admin.fields.firstThree')}</p>}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <SortableArea ids={ids} nameOf={nameOf} strategy={rectSortingStrategy} onMove={images.move}>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="image-grid">
          {images.fields.map((field, index) => (
            <SortableImage key={field.id} id={field.id} index={index} url={field.url} onRemove={() => images.remove(index)} />
          ))}
        </ul>
      </SortableArea>
    </fieldset>
  );
}

function SortableImage({ id, index, url, onRemove }: { id: string; index: number; url: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('min-w-0 space-y-2 rounded-lg border bg-background p-2', isDragging && 'relative z-10 shadow-lg')}
      data-testid="gallery-image"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('admin.fields.moveImage', { n: index + 1 })}
          className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <GripVertical className="h-5 w-5" aria-hidden="true" />
        </button>
        <img {...responsiveImage(url, '160px')} alt="" className="h-20 min-w-0 flex-1 rounded-md bg-muted object-cover" />
        <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={t('admin.fields.removeImage', { n: index + 1 })}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
      <TextField<SectionFormValues>
        name={`data.images.${index}.alt`}
        label={t('admin.fields.description')}
        placeholder={t('admin.fields.altPlaceholder')}
      />
      <TextField<SectionFormValues>
        name={`data.images.${index}.link`}
        label={t('admin.fields.linkOptional')}
        kind="url"
        placeholder="https://…"
      />
    </li>
  );
}
