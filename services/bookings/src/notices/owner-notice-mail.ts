import { BOOKING_LIMITS, CALLBACK_SERVICE_TYPE, LANGUAGE_NAMES, type BookingSubmission } from '@stagelink/contracts';

/** What nodemailer gets: plain text only, so nothing a visitor wrote can become markup. */
export interface OwnerNoticeMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface OwnerNoticeAddresses {
  from: string;
  to: string;
  siteUrl: string;
}

export const MAX_SUBJECT_LENGTH = 120;
const SENDER_NAME = 'Stagelink';

/**
 * The owner's notice of one booking (docs/decisions.md, D-48): who, how to answer, what for,
 * the message, and the link to the inbox. nodemailer encodes every header itself; what a
 * visitor wrote still never makes a line of its own (D-92): the subject, the name and the
 * service are each one bounded line (a name may hold line breaks), and every line of the
 * message is quoted with "> ", so no text of theirs can pass for a line of the notice, such as
 * a forged "All your bookings:" link. The Message-ID is the booking's own, so the one duplicate
 * a crash can cause reads as the same mail.
 */
export function composeOwnerNotice(submission: BookingSubmission, addresses: OwnerNoticeAddresses): OwnerNoticeMail {
  const callback = submission.serviceType === CALLBACK_SERVICE_TYPE;
  const name = oneLine(submission.name, BOOKING_LIMITS.name);
  const serviceType = oneLine(submission.serviceType, BOOKING_LIMITS.serviceType);
  const subject = callback ? `Callback request from ${name}` : `New booking from ${name}: ${serviceType}`;
  const lines = [
    callback ? 'Someone asks you to call them back.' : 'Someone sent you a booking request.',
    '',
    `Who: ${name}`,
    `E-mail: ${submission.email ?? '—'}`,
    `Phone: ${submission.phone ?? '—'}`,
    `Service: ${serviceType}`,
    ...bookingDetails(submission),
    `Sent: ${submission.submittedAt}`,
    '',
    'Message:',
    ...(submission.message === null ? ['—'] : quoted(submission.message)),
    '',
    `All your bookings: ${addresses.siteUrl}/bookings`,
  ];
  return {
    from: { name: SENDER_NAME, address: addresses.from },
    to: addresses.to,
    ...(submission.email ? { replyTo: submission.email } : {}),
    subject: oneLine(subject, MAX_SUBJECT_LENGTH),
    text: lines.join('\n'),
    messageId: `<booking-${submission.id}-${Date.parse(submission.submittedAt)}@${new URL(addresses.siteUrl).hostname}>`,
  };
}

/** The page's language and the optional fields the visitor filled (docs/decisions.md, D-114, D-116), each one line. */
function bookingDetails({ language, eventDate, venue, budget }: BookingSubmission): string[] {
  return [
    ...(language ? [`Language: ${LANGUAGE_NAMES[language]} (${language})`] : []),
    ...(eventDate ? [`Event date: ${eventDate}`] : []),
    ...(venue ? [`City or venue: ${oneLine(venue, BOOKING_LIMITS.venue)}`] : []),
    ...(budget ? [`Budget: ${oneLine(budget, BOOKING_LIMITS.budget)}`] : []),
  ];
}

/** Control characters become spaces, runs of space one, and the whole at most `max` characters. */
export function oneLine(text: string, max: number): string {
  const flat = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...flat];
  return characters.length <= max
    ? flat
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Every line of a visitor's text behind "> ", whatever breaks it (CRLF, CR, LF, Unicode separators). */
function quoted(text: string): string[] {
  return text.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/).map((line) => `> ${line.replace(/\p{Cc}/gu, ' ')}`.trimEnd());
}
