import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { IMAGE_INPUT_ACCEPT, isImageFile } from '@/lib/image-file';
import { toastInvalidImage } from '@/panel/upload-toasts';

interface ImageUploadButtonProps {
  label: string;
  uploading: boolean;
  /** Called with an image file; anything else is refused here with the spec's toast. */
  onImage: (file: File) => void;
  variant?: ButtonProps['variant'];
}

/** A button that opens the device's picker for one image; 'Uploading...' and disabled while it is sent. */
export function ImageUploadButton({ label, uploading, onImage, variant = 'outline' }: ImageUploadButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so picking the same file again after a failure tries again.
          event.target.value = '';
          if (!file) return;
          if (isImageFile(file)) onImage(file);
          else toastInvalidImage();
        }}
      />
      <Button type="button" variant={variant} disabled={uploading} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {uploading ? t('admin.common.uploading') : label}
      </Button>
    </>
  );
}
