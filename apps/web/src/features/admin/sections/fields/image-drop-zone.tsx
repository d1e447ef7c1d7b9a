import { ImagePlus, Loader2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadGalleryImage } from '@/features/admin/sections/api/upload-gallery-image';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { IMAGE_INPUT_ACCEPT, isImageFile } from '@/lib/image-file';
import { serverText } from '@/lib/server-text';
import { toastImageUploaded, toastInvalidImage } from '@/panel/upload-toasts';

interface ImageDropZoneProps {
  label: string;
  onUploaded: (url: string) => void;
  /** Several photos may be picked at once, each uploaded in turn (docs/decisions.md, D-110). */
  multiple?: boolean;
}

/**
 * Drop an image on it or tap it to choose one (or several, when `multiple`); each image is
 * uploaded at once and its address handed over, in the order picked. Only the first of several
 * dropped files is uploaded (spec section 5).
 */
export function ImageDropZone({ label, onUploaded, multiple = false }: ImageDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadGalleryImage();

  const sendEach = async (files: File[]) => {
    for (const file of files) {
      try {
        const { url } = await upload.mutateAsync(file);
        onUploaded(url);
      } catch (error) {
        toast({
          variant: 'destructive',
          title: t('admin.upload.failedTitle'),
          description: t('admin.fields.uploadFailedText', { reason: reasonOf(error as Error) }),
        });
        return;
      }
    }
    toastImageUploaded(files.length);
  };
  const send = (file: File) => void sendEach([file]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (upload.isPending) return;
    const file = event.dataTransfer.files[0];
    if (!file) return;
    if (!isImageFile(file)) {
      toast({ variant: 'destructive', title: t('admin.fields.invalidFile'), description: t('admin.fields.imagesOnly') });
      return;
    }
    send(file);
  };

  const onChosen = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (!files.every(isImageFile)) {
      toastInvalidImage();
      return;
    }
    void sendEach(files);
  };

  return (
    <div
      data-testid="image-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn('rounded-lg border-2 border-dashed p-1 transition-colors', dragging ? 'border-primary bg-primary/10' : 'border-input')}
    >
      <button
        type="button"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        className="flex min-h-20 w-full flex-col items-center justify-center gap-1 rounded-md px-3 py-3 text-center text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      >
        {upload.isPending ? (
          <Loader2 className="h-6 w-6 animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
        )}
        <span className="font-medium">{upload.isPending ? t('admin.common.uploading') : label}</span>
        <span className="text-xs text-muted-foreground">{multiple ? t('admin.fields.dropMany') : t('admin.fields.dropOne')}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        multiple={multiple}
        hidden
        onChange={(event) => onChosen(event.target.files)}
      />
    </div>
  );
}

/** The answer's status and its words for the owner (D-152), else the error's text. */
function reasonOf(error: Error): string {
  const text = serverText(error);
  return error instanceof ApiError && text ? `${error.status}: ${text}` : error.message;
}
