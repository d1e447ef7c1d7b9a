import { Images } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { responsiveImage } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useUpdateProfile } from '@/panel/api/update-profile';
import { toastUploadFailed } from '@/panel/upload-toasts';
import { useUploadProfileImage } from './api/upload-profile-image';
import { ImageUploadButton } from './media/image-upload-button';
import type { ProfileFormValues } from './profile-form-values';

const DEFAULT_AVATAR = '/default-avatar.svg';

/**
 * The photo: uploaded here or picked in the gallery. A new photo is published at once, as a
 * gallery pick is (docs/decisions.md, D-108): an upload that worked but could not be saved
 * stays in the form, and the screen says plainly that the page does not show it yet.
 */
export function PhotoField({ onOpenGallery }: { onOpenGallery: () => void }) {
  const { control, setValue, resetField } = useFormContext<ProfileFormValues>();
  // A registered field, so a gallery pick or a deleted photo can reset it (docs/decisions.md, D-50).
  const { field, fieldState } = useController({ control, name: 'profileImage' });
  const image = field.value ?? '';
  const upload = useUploadProfileImage();
  const { t } = useTranslation();
  const publish = useUpdateProfile();
  const error = fieldState.error?.message;

  const uploadPhoto = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ imageUrl }) =>
        publish.mutate(
          { profileImage: imageUrl },
          {
            onSuccess: () => {
              resetField('profileImage', { defaultValue: imageUrl });
              toast({ title: t('admin.upload.done', { count: 1 }), description: t('admin.profile.photoPublished') });
            },
            onError: () => {
              setValue('profileImage', imageUrl, { shouldDirty: true, shouldValidate: true });
              toast({ title: t('admin.upload.done', { count: 1 }), description: t('admin.profile.photoNotPublished') });
            },
          },
        ),
      onError: toastUploadFailed,
    });
  const busy = upload.isPending || publish.isPending;

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <img
        {...responsiveImage(image || DEFAULT_AVATAR, '112px')}
        alt={t('admin.profile.photoAlt')}
        data-testid="profile-photo-preview"
        className="h-28 w-28 shrink-0 rounded-full border bg-muted object-cover"
      />
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        <ImageUploadButton label={t('admin.profile.uploadPhoto')} uploading={busy} onImage={uploadPhoto} />
        <Button type="button" variant="outline" onClick={onOpenGallery}>
          <Images aria-hidden="true" />
          {t('admin.profile.mediaGallery')}
        </Button>
        {image && (
          <Button type="button" variant="ghost" onClick={() => setValue('profileImage', '', { shouldDirty: true })}>
            {t('admin.profile.defaultAvatar')}
          </Button>
        )}
        {fieldState.isDirty && (
          <p className="text-sm font-medium text-amber-700 dark:text-amber-400" data-testid="photo-not-published">
            {t('admin.profile.photoPending')}
          </p>
        )}
        {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      </div>
    </div>
  );
}
