import { Images } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { responsiveImage } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { useUploadProfileImage } from '../../api/upload-profile-image';
import { ImageUploadButton } from '../image-upload-button';
import { toastImageUploaded, toastUploadFailed } from '../upload-toasts';
import type { ProfileFormValues } from './profile-form-values';

const DEFAULT_AVATAR = '/default-avatar.svg';

/** The photo: uploaded here or picked in the gallery; an upload is set in the form and saved with it (spec section 4). */
export function PhotoField({ onOpenGallery }: { onOpenGallery: () => void }) {
  const { control, setValue } = useFormContext<ProfileFormValues>();
  // A registered field, so a gallery pick or a deleted photo can reset it (docs/decisions.md, D-50).
  const { field, fieldState } = useController({ control, name: 'profileImage' });
  const image = field.value ?? '';
  const upload = useUploadProfileImage();
  const error = fieldState.error?.message;

  const uploadPhoto = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        setValue('profileImage', imageUrl, { shouldDirty: true, shouldValidate: true });
        toastImageUploaded();
      },
      onError: toastUploadFailed,
    });

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <img
        {...responsiveImage(image || DEFAULT_AVATAR, '112px')}
        alt="Profile photo"
        data-testid="profile-photo-preview"
        className="h-28 w-28 shrink-0 rounded-full border bg-muted object-cover"
      />
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        <ImageUploadButton label="Upload Photo" uploading={upload.isPending} onImage={uploadPhoto} />
        <Button type="button" variant="outline" onClick={onOpenGallery}>
          <Images aria-hidden="true" />
          Media Gallery
        </Button>
        {image && (
          <Button type="button" variant="ghost" onClick={() => setValue('profileImage', '', { shouldDirty: true })}>
            Use the default avatar
          </Button>
        )}
        {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      </div>
    </div>
  );
}
