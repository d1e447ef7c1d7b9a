import { useMutation } from '@tanstack/react-query';
import type { ContactKind, NewsletterSubscribed } from '@stagelink/contracts';
import { apiRequest } from '@/lib/api-client';

export interface ContactInput {
  kind: ContactKind;
  value: string;
}

export const subscribeNewsletter = ({ kind, value }: ContactInput) =>
  apiRequest<NewsletterSubscribed>('POST', '/api/newsletter', { [kind]: value });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
