import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscription } from '@stagelink/contracts';
import { submitOnce } from '@/lib/submit-once';
import type { ContactInput } from './subscribe-newsletter';

export interface AdditionalContactInput extends ContactInput {
  id: number;
  token: string;
}

export const addNewsletterContact = ({ id, token, kind, value }: AdditionalContactInput) =>
  submitOnce<NewsletterSubscription>('PUT', `/api/newsletter/${id}`, { [kind]: value, token });

export const useAddNewsletterContact = () => useMutation({ mutationFn: addNewsletterContact });
