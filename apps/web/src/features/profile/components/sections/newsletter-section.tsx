import { clsx } from 'clsx';
import { CheckCircle2, Mail } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { text, type ContactKind, type UiStringKey } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAddNewsletterContact } from '@/features/profile/api/add-newsletter-contact';
import { useSubscribeNewsletter } from '@/features/profile/api/subscribe-newsletter';
import { toast } from '@/hooks/use-toast';
import { useValueTypedEarly } from '@/hooks/use-value-typed-early';
import { SectionCard } from './section-card';
import type { SectionProps } from './section-list';

/** Spec section 9: back to the start 3 s after a skip, 4 s after a second contact was added. */
export const RESET_AFTER_SKIP_MS = 3000;
export const RESET_AFTER_ADD_MS = 4000;

type Step =
  | { name: 'initial' }
  | { name: 'additional'; id: number; token: string; subscribed: ContactKind }
  | { name: 'complete'; resetAfterMs: number };

// The phone rules come with libphonenumber's metadata: loaded on first use, not with the page.
const loadContactRules = () => import('@/lib/visitor-contact');

export function NewsletterSection({ section }: SectionProps) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'initial' });
  const [first, setFirst] = useState('');
  const keepTypedEarly = useValueTypedEarly(setFirst);
  const [second, setSecond] = useState('');
  const subscribe = useSubscribeNewsletter();
  const addContact = useAddNewsletterContact();
  // Every word in the visitor's language: the spec's Italian ones on an Italian page (docs/decisions.md, D-116).
  const error = (title: UiStringKey, description: UiStringKey) =>
    toast({ variant: 'destructive', title: t(title), description: t(description) });

  useEffect(() => {
    if (step.name !== 'complete') return;
    const timer = setTimeout(() => {
      setFirst('');
      setSecond('');
      setStep({ name: 'initial' });
    }, step.resetAfterMs);
    return () => clearTimeout(timer);
  }, [step]);

  const submitFirst = async (event: FormEvent) => {
    event.preventDefault();
    if (!first.trim()) return error('newsletter.requiredTitle', 'newsletter.requiredText');
    const contact = (await loadContactRules()).visitorContact(first, i18n.language);
    if (!contact) return error('newsletter.invalidTitle', 'newsletter.invalidText');
    subscribe.mutate(contact, {
      onSuccess: (answer) => {
        if (!answer?.id) return error('newsletter.errorTitle', 'newsletter.noIdText');
        toast({ title: t('newsletter.subscribedTitle'), description: t('newsletter.subscribedText') });
        setStep({ name: 'additional', id: answer.id, token: answer.token, subscribed: contact.kind });
      },
      onError: () => error('newsletter.errorTitle', 'newsletter.failedText'),
    });
  };

  const skip = () => setStep({ name: 'complete', resetAfterMs: RESET_AFTER_SKIP_MS });

  const submitSecond = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'additional') return;
    if (!second.trim()) return skip();
    const wanted = step.subscribed === 'email' ? 'phone' : 'email';
    const contact = (await loadContactRules()).visitorContact(second, i18n.language);
    if (!contact || contact.kind !== wanted) {
      return error('newsletter.contactInvalidTitle', wanted === 'phone' ? 'newsletter.phoneInvalidText' : 'newsletter.emailInvalidText');
    }
    addContact.mutate(
      { id: step.id, token: step.token, ...contact },
      {
        onSuccess: () => {
          toast({ title: t('newsletter.addedTitle'), description: t('newsletter.addedText') });
          setStep({ name: 'complete', resetAfterMs: RESET_AFTER_ADD_MS });
        },
        onError: () => error('newsletter.errorTitle', 'newsletter.addFailedText'),
      },
    );
  };

  const description = text(section.data.description);
  const addPrompt = step.name === 'additional' && step.subscribed === 'phone' ? t('newsletter.addEmail') : t('newsletter.addPhone');
  return (
    <SectionCard title={section.title} type="newsletter">
      {description && (
        <p className="mb-3 text-sm text-slate-600 dark:text-neutral-300">
          <bdi>{description}</bdi>
        </p>
      )}
      {/* The three steps share one cell, so the card keeps the size of the largest and nothing below it jumps. */}
      <div className="grid" data-testid="newsletter-steps">
        <NewsletterStep active={step.name === 'initial'}>
          <form
            onSubmit={(event) => void submitFirst(event)}
            noValidate
            className="flex flex-col gap-2 sm:flex-row"
            data-testid="newsletter-initial"
          >
            <Input
              ref={keepTypedEarly}
              value={first}
              onChange={(event) => setFirst(event.target.value)}
              onFocus={() => void loadContactRules()}
              placeholder={t('newsletter.placeholder')}
              aria-label={t('newsletter.placeholder')}
              autoComplete="email"
              inputMode="email"
              maxLength={255}
              className="sm:flex-1"
            />
            <Button type="submit" disabled={subscribe.isPending} className="shrink-0">
              <Mail aria-hidden="true" />
              <bdi>{text(section.data.buttonText) || t('newsletter.subscribe')}</bdi>
            </Button>
          </form>
        </NewsletterStep>
        <NewsletterStep active={step.name === 'additional'}>
          <form
            onSubmit={(event) => void submitSecond(event)}
            noValidate
            className="flex flex-col gap-2 sm:flex-row"
            data-testid="newsletter-additional"
          >
            <Input
              value={second}
              onChange={(event) => setSecond(event.target.value)}
              placeholder={addPrompt}
              aria-label={addPrompt}
              inputMode={step.name === 'additional' && step.subscribed === 'phone' ? 'email' : 'tel'}
              maxLength={255}
              className="sm:flex-1"
            />
            <div className="flex gap-2 sm:shrink-0">
              <Button type="submit" className="flex-1" disabled={addContact.isPending}>
                {t('newsletter.add')}
              </Button>
              <Button type="button" variant="outline" className="flex-1" onClick={skip} disabled={addContact.isPending}>
                {t('newsletter.skip')}
              </Button>
            </div>
          </form>
        </NewsletterStep>
        <NewsletterStep active={step.name === 'complete'}>
          <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400" data-testid="newsletter-complete">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('newsletter.done')}
          </p>
        </NewsletterStep>
      </div>
    </SectionCard>
  );
}

/** A step is in the layout always, shown only while it is the current one; hidden, it is out of reach of focus and screen readers. */
function NewsletterStep({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <div className={clsx('[grid-area:1/1]', !active && 'invisible')} inert={!active} aria-hidden={!active || undefined}>
      {children}
    </div>
  );
}
