import { toast } from '@/hooks/use-toast';

/** Spec section 8: the texts shared by every image upload of the panel. */
export const toastInvalidImage = () =>
  toast({ variant: 'destructive', title: 'Invalid file type', description: 'Please select an image file.' });

export const toastImageUploaded = () => toast({ title: 'Image uploaded' });

export const toastUploadFailed = () =>
  toast({ variant: 'destructive', title: 'Upload failed', description: 'Failed to upload image. Please try again.' });
