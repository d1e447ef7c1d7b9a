import { useMutation } from '@tanstack/react-query';
import type { ContactKind, NewsletterSubscribed } from '@stagelink/contracts';
import { submitOnce } from '@/lib/submit-once';

export interface ContactInput {
  kind: ContactKind;
  value: string;
}

export const subscribeNewsletter = ({ kind, value }: ContactInput) =>
  submitOnce<NewsletterSubscribed>('POST', '/api/newsletter', { [kind]: value });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
