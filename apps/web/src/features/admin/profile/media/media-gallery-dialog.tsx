import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { responsiveImage, type AdminProfile, type MediaItem } from '@stagelink/contracts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { WithTooltip } from '@/components/ui/tooltip';
import { useDeleteMedia } from '@/features/admin/profile/api/delete-media';
import { useMedia } from '@/features/admin/profile/api/get-media';
import { useUploadMedia } from '@/features/admin/profile/api/upload-media';
import { toastProfileSaved, toastProfileSaveFailed } from '@/features/admin/profile/profile-toasts';
import { toast } from '@/hooks/use-toast';
import { currentLocale } from '@/i18n/locale-format';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format-file-size';
import { useUpdateProfile } from '@/panel/api/update-profile';
import { LoadFailed } from '@/panel/load-failed';
import { toastImageUploaded, toastUploadFailed } from '@/panel/upload-toasts';
import { ImageUploadButton } from './image-upload-button';
import { describeUsage, type UsageWords } from './media-usage';

interface MediaGalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved profile: a pick saves its name and description as they are, with the new photo. */
  saved: AdminProfile;
  /** The photo the form shows now. */
  currentImage: string;
  onPicked: (url: string) => void;
}

/** Spec section 2: the uploaded images in a grid of three, to upload, delete or pick as the profile photo. */
export function MediaGalleryDialog({ open, onOpenChange, saved, currentImage, onPicked }: MediaGalleryDialogProps) {
  const { t } = useTranslation();
  const media = useMedia({ enabled: open });
  const upload = useUploadMedia();
  const pick = useUpdateProfile();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  const uploadImage = (file: File) => upload.mutate(file, { onSuccess: () => toastImageUploaded(), onError: toastUploadFailed });

  // Spec section 2: picking saves at once, with only name, description and profileImage.
  const pickImage = (item: MediaItem) =>
    pick.mutate(
      { name: saved.name, description: saved.description, profileImage: item.url },
      {
        onSuccess: () => {
          onPicked(item.url);
          onOpenChange(false);
          toastProfileSaved();
        },
        onError: toastProfileSaveFailed,
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('admin.media.title')}</DialogTitle>
          <DialogDescription>{t('admin.media.description')}</DialogDescription>
        </DialogHeader>
        <div>
          <ImageUploadButton label={t('admin.media.upload')} uploading={upload.isPending} onImage={uploadImage} />
        </div>
        {media.isPending ? (
          <div className="grid grid-cols-3 gap-2" role="status" aria-busy="true" aria-label={t('admin.media.loading')}>
            {[0, 1, 2].map((slot) => (
              <Skeleton key={slot} className="aspect-square w-full" />
            ))}
          </div>
        ) : media.isError ? (
          <LoadFailed what={t('admin.media.what')} onRetry={() => void media.refetch()} />
        ) : media.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.media.none')}</p>
        ) : (
          <ul className="grid max-h-96 grid-cols-3 gap-2 overflow-y-auto" aria-label={t('admin.media.images')}>
            {media.data.map((item) => (
              <MediaTile
                key={item.id}
                item={item}
                current={item.url === currentImage}
                picking={pick.isPending}
                onPick={() => pickImage(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ul>
        )}
        <DeleteMediaDialog item={deleting} onClose={() => setDeleting(null)} />
      </DialogContent>
    </Dialog>
  );
}

interface MediaTileProps {
  item: MediaItem;
  current: boolean;
  picking: boolean;
  onPick: () => void;
  onDelete: () => void;
}

function MediaTile({ item, current, picking, onPick, onDelete }: MediaTileProps) {
  const { t } = useTranslation();
  return (
    <li className="min-w-0 space-y-1" data-testid="media-item">
      <img
        {...responsiveImage(item.url, '(min-width: 640px) 200px, 33vw')}
        alt=""
        loading="lazy"
        className={cn('aspect-square w-full rounded-md bg-muted object-cover', current && 'ring-2 ring-primary ring-offset-2')}
      />
      <p className="truncate text-xs font-medium" title={item.originalName}>
        {item.originalName}
      </p>
      <p className="text-xs text-muted-foreground">
        {formatFileSize(item.size)}
        {current && <span className="ms-1 font-medium text-foreground">{t('admin.media.current')}</span>}
      </p>
      <div className="flex gap-1">
        <WithTooltip label={t('admin.media.useAsPhoto')}>
          <Button
            type="button"
            size="icon"
            variant={current ? 'default' : 'outline'}
            disabled={picking || current}
            onClick={onPick}
            aria-label={t('admin.media.useNamed', { name: item.originalName })}
          >
            <Check aria-hidden="true" />
          </Button>
        </WithTooltip>
        <WithTooltip label={t('admin.media.delete')}>
          <Button
            type="button"
            size="icon"
            variant="outline"
            onClick={onDelete}
            aria-label={t('admin.media.deleteNamed', { name: item.originalName })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </WithTooltip>
      </div>
    </li>
  );
}

/** Asks before deleting, and says first where the image is still used. */
function DeleteMediaDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMedia();
  const words: UsageWords = {
    profile: t('admin.media.profilePhoto'),
    section: (title) => t('admin.media.section', { title }),
    list: (places) => new Intl.ListFormat(currentLocale() === 'en' ? 'en-GB' : currentLocale(), { type: 'conjunction' }).format(places),
  };
  const usage = item ? describeUsage(item.usedBy, words) : '';

  const confirmDelete = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: t('admin.media.deleted') }),
      onError: () =>
        toast({ variant: 'destructive', title: t('admin.media.deleteFailedTitle'), description: t('admin.media.deleteFailed') }),
    });
  };

  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent className="w-[calc(100%-2rem)] rounded-lg">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('admin.media.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {usage ? t('admin.media.usedBy', { name: item?.originalName, usage }) : t('admin.media.unused', { name: item?.originalName })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('admin.media.cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirmDelete}>
            {t('admin.media.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
