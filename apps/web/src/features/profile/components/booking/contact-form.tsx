import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_SERVICE_TYPE,
  checkBooking,
  CONTACT_FORM_SERVICE_TYPE,
  isLanguage,
  type BookingFieldSettings,
  type BookingProblemCode,
  type PhoneCountry,
  type UiStringKey,
} from '@stagelink/contracts';
import type { ContactMethod } from '@/components/booking/booking-menu';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateBooking, type BookingPayload } from '@/features/profile/api/create-booking';
import { toast } from '@/hooks/use-toast';
import { visitorPhone, visitorPhoneCountry } from '@/lib/visitor-contact';
import { ServiceSelect } from './service-select';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  eventDate: string;
  venue: string;
  budget: string;
}
type Field = keyof ContactValues;
type OptionalField = keyof BookingFieldSettings;

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '', eventDate: '', venue: '', budget: '' };
const OPTIONAL_FIELDS: readonly OptionalField[] = ['eventDate', 'venue', 'budget'];

/** Only what the visitor filled: a blank optional field is not sent. */
const filled = (values: Partial<ContactValues>): Partial<ContactValues> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

interface ContactMethodTexts {
  fields: readonly Field[];
  payload: (values: ContactValues) => BookingPayload;
  sent: { title: UiStringKey; description: UiStringKey };
  failed: UiStringKey;
  submitLabel: UiStringKey;
}

/**
 * The two forms of the contact dialog: what they ask, send and answer, every word in the
 * visitor's language (docs/decisions.md, D-116). A callback left without words is sent
 * without a message: the placeholder is a hint, not the visitor's words.
 */
const METHODS = {
  message: {
    fields: ['name', 'email', 'phone', 'message'] as const,
    payload: ({ name, ...rest }: ContactValues): BookingPayload => ({ serviceType: CONTACT_FORM_SERVICE_TYPE, name, ...filled(rest) }),
    sent: { title: 'booking.sentTitle', description: 'booking.sentText' },
    failed: 'booking.sendFailed',
    submitLabel: 'booking.send',
  },
  callback: {
    fields: ['name', 'phone', 'message'] as const,
    payload: ({ name, phone, message }: ContactValues): BookingPayload => ({
      serviceType: CALLBACK_SERVICE_TYPE,
      name,
      ...filled({ phone, message }),
    }),
    sent: { title: 'booking.callbackSentTitle', description: 'booking.callbackSentText' },
    failed: 'booking.callbackFailed',
    submitLabel: 'booking.requestCallback',
  },
} as const satisfies Record<ContactMethod, ContactMethodTexts>;

/**
 * Where each form shows a problem of the booking rules (libs/contracts/src/bookings/booking-rules.ts),
 * in the spec's words. The callback form has no e-mail field, so its missing contact is a
 * missing phone. An invalid phone has no text of its own yet: the form sends it, and the
 * service's refusal shows as the failure toast.
 */
const PROBLEM_TEXTS: Record<ContactMethod, Partial<Record<BookingProblemCode, { field: Field; text: UiStringKey }>>> = {
  message: {
    'name-required': { field: 'name', text: 'booking.nameRequired' },
    'email-invalid': { field: 'email', text: 'booking.emailInvalid' },
    'contact-required': { field: 'email', text: 'booking.contactRequired' },
    'message-required': { field: 'message', text: 'booking.messageRequired' },
    'event-date-invalid': { field: 'eventDate', text: 'booking.eventDateInvalid' },
  },
  callback: {
    'name-required': { field: 'name', text: 'booking.nameRequired' },
    'contact-required': { field: 'phone', text: 'booking.phoneRequired' },
  },
};

/** Checks what the form would send with the bookings service's rule, a local phone read as the visitor's country's. */
function resolverFor(method: ContactMethod, t: TFunction, phoneCountry: PhoneCountry | undefined): Resolver<ContactValues> {
  return (values) => {
    const check = checkBooking(METHODS[method].payload(values), phoneCountry);
    const errors: FieldErrors<ContactValues> = {};
    for (const problem of check.valid ? [] : check.problems) {
      const shown = PROBLEM_TEXTS[method][problem.code];
      if (shown && !errors[shown.field]) errors[shown.field] = { type: problem.code, message: t(shown.text) };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

const INPUT_TYPES: Partial<Record<Field, string>> = { email: 'email', phone: 'tel', eventDate: 'date' };
const AUTOCOMPLETE: Partial<Record<Field, string>> = { name: 'name', email: 'email', phone: 'tel' };

interface ContactFormProps {
  method: ContactMethod;
  /** The collaboration services a message can be about, and the one chosen first ('' for none). */
  services: readonly string[];
  service: string;
  /** The optional fields the owner switched on (docs/decisions.md, D-116); the message form asks for them. */
  optional: BookingFieldSettings;
  onSent: () => void;
}

export function ContactForm({ method, services, service, optional, onSent }: ContactFormProps) {
  const { t, i18n } = useTranslation();
  const config = METHODS[method];
  // The optional fields go before the message, which stays last.
  const fields: readonly Field[] =
    method === 'message'
      ? [...config.fields.slice(0, -1), ...OPTIONAL_FIELDS.filter((field) => optional[field]), 'message']
      : config.fields;
  const createBooking = useCreateBooking();
  const [about, setAbout] = useState(service);
  /** What the visitor chose to talk about names the booking; the phone goes in E.164 (docs/decisions.md, D-21). */
  const sent = (payload: BookingPayload): BookingPayload => ({
    ...payload,
    ...(method === 'message' && about ? { serviceType: about } : {}),
    ...(payload.phone ? { phone: visitorPhone(payload.phone, i18n.language) } : {}),
    ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
  });
  const form = useForm<ContactValues>({ resolver: resolverFor(method, t, visitorPhoneCountry(i18n.language)), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createBooking.mutate(sent(config.payload(values)), {
      onSuccess: () => {
        toast({ title: t(config.sent.title), description: t(config.sent.description) });
        form.reset(EMPTY);
        onSent();
      },
      onError: () => toast({ variant: 'destructive', title: t('booking.errorTitle'), description: t(config.failed) }),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" data-testid={`${method}-form`}>
      {method === 'message' && services.length > 0 && <ServiceSelect services={services} value={about} onChange={setAbout} />}
      {fields.map((field) => {
        const isOptional =
          (method === 'message' && (field === 'email' || field === 'phone' || OPTIONAL_FIELDS.includes(field as OptionalField))) ||
          (method === 'callback' && field === 'message');
        const optionalNote = isOptional ? ` (${t('booking.optional')})` : '';
        const id = `${method}-${field}`;
        return (
          <div key={field} className="space-y-1">
            <Label htmlFor={id}>
              {t(`booking.${field}`)}
              {optionalNote}
            </Label>
            {field === 'message' ? (
              <Textarea
                id={id}
                rows={3}
                maxLength={5000}
                placeholder={method === 'callback' ? t('booking.callbackPlaceholder') : undefined}
                {...form.register(field)}
              />
            ) : (
              <Input
                id={id}
                type={INPUT_TYPES[field] ?? 'text'}
                autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                maxLength={field === 'phone' ? 50 : field === 'budget' ? 100 : 255}
                aria-invalid={errors[field] ? true : undefined}
                {...form.register(field)}
              />
            )}
            {errors[field] && (
              <p role="alert" className="text-sm text-destructive">
                {errors[field]?.message}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" className="w-full" disabled={createBooking.isPending}>
        {createBooking.isPending ? t('booking.sending') : t(config.submitLabel)}
      </Button>
    </form>
  );
}
