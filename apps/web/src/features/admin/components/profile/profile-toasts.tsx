import { ToastLink } from '@/components/toast-link';
import { toast } from '@/hooks/use-toast';

/** Spec section 8: the profile's save toasts, the success one with a link to see the page. */
export const toastProfileSaved = () =>
  toast({
    title: 'Profile updated',
    description: 'Your profile has been saved successfully.',
    action: (
      <ToastLink to="/" altText="View your public page">
        View
      </ToastLink>
    ),
  });

export const toastProfileSaveFailed = () =>
  toast({ variant: 'destructive', title: 'Error', description: 'Failed to update profile. Please try again.' });
