import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSUBSCRIBE_PAGE_PATH, type UiStringKey, type UnsubscribeView } from '@stagelink/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { unsubscribeViewOf } from '@/features/unsubscribe/unsubscribe-view';
import { ApiError, apiRequest } from '@/lib/api-client';
import { INTERACTIVE_MARK } from '@/lib/interactive-mark';

type Outcome = Exclude<UnsubscribeView['step'], 'confirm'>;

/** Each outcome's heading and sentence; the sentence of a done or failed unsubscribe is a status. */
const OUTCOMES: Record<Outcome, { heading: UiStringKey; text: UiStringKey; status: boolean }> = {
  done: { heading: 'unsubscribe.doneHeading', text: 'unsubscribe.done', status: true },
  failed: { heading: 'unsubscribe.title', text: 'newsletter.failedText', status: true },
  invalid: { heading: 'unsubscribe.invalid', text: 'unsubscribe.invalidHint', status: false },
};

/** The answer of the button's call, in one sentence under the question. */
const SAID_IN_PLACE: Record<Outcome, UiStringKey> = {
  done: 'unsubscribe.done',
  failed: 'newsletter.failedText',
  invalid: 'unsubscribe.invalid',
};

/**
 * The page of a subscription's unsubscribe link (docs/decisions.md, D-65, D-78, D-150), rendered
 * by the gateway with what it decided: opening the link changes nothing, the button does.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const view = unsubscribeViewOf(useQueryClient());
  // Hydrated: the button now calls the API in place (a test waits for this, as on `/`).
  useEffect(() => void performance.mark(INTERACTIVE_MARK), []);
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-muted px-4 py-8">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          {view.step === 'confirm' ? <Confirmation id={view.id} token={view.token} /> : <Answer outcome={view.step} />}
          <a href="/" className="inline-flex min-h-11 items-center text-link underline underline-offset-4">
            {t('profile.backToTop')}
          </a>
        </CardContent>
      </Card>
    </main>
  );
}

function Heading({ text }: { text: UiStringKey }) {
  const { t } = useTranslation();
  return <h1 className="text-2xl font-semibold">{t(text)}</h1>;
}

function Answer({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const { heading, text, status } = OUTCOMES[outcome];
  return (
    <>
      <Heading text={heading} />
      <p role={status ? 'status' : undefined} className="text-muted-foreground">
        {t(text)}
      </p>
    </>
  );
}

/**
 * The question and its button. The form posts to the page's own address, which the gateway
 * answers with a page, so it works without JavaScript (D-78); with it, the answer of
 * `POST /api/newsletter/{id}/unsubscribe` is shown in place, in the status read out to screen readers.
 */
function Confirmation({ id, token }: { id: number; token: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    try {
      await apiRequest('POST', `/api/newsletter/${id}/unsubscribe`, { token });
      setOutcome('done');
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 403 ? 'invalid' : 'failed');
    }
    setPending(false);
  };

  const done = outcome === 'done';
  return (
    <>
      <Heading text={done ? 'unsubscribe.doneHeading' : 'unsubscribe.heading'} />
      {!done && (
        <>
          <p className="text-muted-foreground">{t('unsubscribe.explanation')}</p>
          <form method="post" action={UNSUBSCRIBE_PAGE_PATH} onSubmit={(event) => void submit(event)}>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {t('unsubscribe.button')}
            </Button>
          </form>
        </>
      )}
      {/* Present from the start, so the answer written into it is announced. */}
      <p role="status" aria-live="polite" className="font-semibold empty:hidden">
        {outcome && t(SAID_IN_PLACE[outcome])}
      </p>
    </>
  );
}
