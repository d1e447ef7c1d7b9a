import type { BookingSubmission } from '@stagelink/contracts';

/** 'Reply' (docs/decisions.md, D-19): the visitor's address and "Re: {serviceType}", each URL-encoded; none without an address. */
export function replyLink(submission: Pick<BookingSubmission, 'email' | 'serviceType'>): string | null {
  if (!submission.email) return null;
  return `mailto:${encodeURIComponent(submission.email)}?subject=${encodeURIComponent(`Re: ${submission.serviceType}`)}`;
}
