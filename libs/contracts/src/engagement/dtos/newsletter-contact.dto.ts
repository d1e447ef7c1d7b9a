import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH } from '../../common/contact';
import { optional, text } from '../../common/field-rules';

/** A token the gateway signed for one subscription; whether it is the right one, the gateway decides. */
const subscriptionToken = () => text({ type: 'token is required', min: 1, minMessage: 'token is required', max: 200 });

/** An e-mail or a phone; which one, and whether it is valid, the service decides. */
export const contactFields = {
  email: optional(text({ max: MAX_EMAIL_LENGTH })),
  phone: optional(text({ max: MAX_PHONE_LENGTH })),
};

/** `POST /api/newsletter`. */
export const subscribeNewsletterSchema = z.strictObject(contactFields);
export type SubscribeNewsletterDto = z.output<typeof subscribeNewsletterSchema>;

/** `PUT /api/newsletter/{id}`: the other contact, with the token the subscription answered. */
export const addNewsletterContactSchema = z.strictObject({ token: subscriptionToken(), ...contactFields });
export type AddNewsletterContactDto = z.output<typeof addNewsletterContactSchema>;

/** `POST /api/newsletter/{id}/unsubscribe`: the token of the subscription's unsubscribe link. */
export const unsubscribeNewsletterSchema = z.strictObject({ token: subscriptionToken() });
export type UnsubscribeNewsletterDto = z.output<typeof unsubscribeNewsletterSchema>;
