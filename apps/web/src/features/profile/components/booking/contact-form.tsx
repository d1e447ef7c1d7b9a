import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_SERVICE_TYPE,
  checkBooking,
  CONTACT_FORM_SERVICE_TYPE,
  DEFAULT_CALLBACK_MESSAGE,
  type BookingProblemCode,
  type PhoneCountry,
  type UiStringKey,
} from '@stagelink/contracts';
import type { ContactMethod } from '@/components/booking/booking-menu';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { visitorPhone, visitorPhoneCountry } from '@/lib/visitor-contact';
import { useCreateBooking, type BookingPayload } from '../../api/create-booking';
import { ServiceSelect } from './service-select';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The two forms of the contact dialog: what they ask, send and answer. */
const METHODS = {
  message: {
    fields: ['name', 'email', 'phone', 'message'] as const,
    payload: (values: ContactValues): BookingPayload => ({ serviceType: CONTACT_FORM_SERVICE_TYPE, ...values }),
    sent: { title: 'Message sent!', description: "Your message has been submitted. We'll get back to you soon!" },
    failed: 'Failed to send message. Please try again.',
    submitLabel: 'booking.send',
  },
  callback: {
    fields: ['name', 'phone', 'message'] as const,
    payload: ({ name, phone, message }: ContactValues): BookingPayload => ({
      serviceType: CALLBACK_SERVICE_TYPE,
      name,
      phone,
      message: message.trim() || DEFAULT_CALLBACK_MESSAGE,
    }),
    sent: { title: 'Callback request sent!', description: "We'll contact you on a messaging app or call you back soon!" },
    failed: 'Failed to send callback request. Please try again.',
    submitLabel: 'booking.requestCallback',
  },
} as const;

/**
 * Where each form shows a problem of the booking rules (libs/contracts/src/bookings/booking-rules.ts),
 * in the spec's words. The callback form has no e-mail field, so its missing contact is a
 * missing phone. An invalid phone has no text of its own yet: the form sends it, and the
 * service's refusal shows as the failure toast.
 */
const PROBLEM_TEXTS: Record<ContactMethod, Partial<Record<BookingProblemCode, { field: keyof ContactValues; text: UiStringKey }>>> = {
  message: {
    'name-required': { field: 'name', text: 'booking.nameRequired' },
    'email-invalid': { field: 'email', text: 'booking.emailInvalid' },
    'contact-required': { field: 'email', text: 'booking.contactRequired' },
    'message-required': { field: 'message', text: 'booking.messageRequired' },
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

interface ContactFormProps {
  method: ContactMethod;
  /** The collaboration services a message can be about, and the one chosen first ('' for none). */
  services: readonly string[];
  service: string;
  onSent: () => void;
}

export function ContactForm({ method, services, service, onSent }: ContactFormProps) {
  const { t, i18n } = useTranslation();
  const config = METHODS[method];
  const createBooking = useCreateBooking();
  const [about, setAbout] = useState(service);
  /** What the visitor chose to talk about names the booking; the phone goes in E.164 (docs/decisions.md, D-21). */
  const sent = (payload: BookingPayload): BookingPayload => ({
    ...payload,
    ...(method === 'message' && about ? { serviceType: about } : {}),
    ...(payload.phone ? { phone: visitorPhone(payload.phone, i18n.language) } : {}),
  });
  const form = useForm<ContactValues>({ resolver: resolverFor(method, t, visitorPhoneCountry(i18n.language)), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createBooking.mutate(sent(config.payload(values)), {
      onSuccess: () => {
        toast(config.sent);
        form.reset(EMPTY);
        onSent();
      },
      onError: () => toast({ variant: 'destructive', title: 'Error', description: config.failed }),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" data-testid={`${method}-form`}>
      {method === 'message' && services.length > 0 && <ServiceSelect services={services} value={about} onChange={setAbout} />}
      {config.fields.map((field) => {
        const optional =
          (field === 'email' || field === 'phone') && method === 'message'
            ? ` (${t('booking.optional')})`
            : field === 'message' && method === 'callback'
              ? ` (${t('booking.optional')})`
              : '';
        const id = `${method}-${field}`;
        return (
          <div key={field} className="space-y-1">
            <Label htmlFor={id}>
              {t(`booking.${field}`)}
              {optional}
            </Label>
            {field === 'message' ? (
              <Textarea
                id={id}
                rows={3}
                maxLength={5000}
                placeholder={method === 'callback' ? DEFAULT_CALLBACK_MESSAGE : undefined}
                {...form.register(field)}
              />
            ) : (
              <Input
                id={id}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={field === 'phone' ? 'tel' : field}
                maxLength={field === 'phone' ? 50 : 255}
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
