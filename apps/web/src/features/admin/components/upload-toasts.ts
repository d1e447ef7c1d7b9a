import { toast } from '@/hooks/use-toast';

/** Spec section 8: the texts shared by every image upload of the panel. */
export const toastInvalidImage = () =>
  toast({ variant: 'destructive', title: 'Invalid file type', description: 'Please select an image file.' });

/** One image: the spec's words; several picked at once: how many. */
export const toastImageUploaded = (count = 1) => toast({ title: count > 1 ? `${count} images uploaded` : 'Image uploaded' });

export const toastUploadFailed = () =>
  toast({ variant: 'destructive', title: 'Upload failed', description: 'Failed to upload image. Please try again.' });
