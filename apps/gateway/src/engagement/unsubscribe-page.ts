import { acceptLanguagePreferences, isLanguage, pickLanguage } from '@stagelink/contracts';
import { UNSUBSCRIBE_PAGE_PATH } from './unsubscribe-link';

/** The unsubscribe page speaks Italian, or English to a visitor whose language is another one. */
export type PageLanguage = 'it' | 'en';

interface PageTexts {
  title: string;
  heading: string;
  explanation: string;
  button: string;
  doneHeading: string;
  done: string;
  invalid: string;
  invalidHint: string;
  failed: string;
  back: string;
}

const TEXTS: Record<PageLanguage, PageTexts> = {
  it: {
    title: 'Annulla iscrizione',
    heading: 'Annullare l’iscrizione alla newsletter?',
    explanation: 'Non riceverai più aggiornamenti a questo contatto.',
    button: 'Annulla iscrizione',
    doneHeading: 'Iscrizione annullata',
    done: 'Iscrizione annullata. Non riceverai più la newsletter.',
    invalid: 'Questo link non è valido.',
    invalidHint: 'Controlla di aver aperto il link completo ricevuto nel messaggio.',
    failed: 'Si è verificato un errore. Riprova più tardi.',
    back: 'Torna al profilo',
  },
  en: {
    title: 'Unsubscribe',
    heading: 'Unsubscribe from the newsletter?',
    explanation: 'You will no longer receive updates at this contact.',
    button: 'Unsubscribe',
    doneHeading: 'Unsubscribed',
    done: 'You have been unsubscribed. You will no longer receive the newsletter.',
    invalid: 'This link is not valid.',
    invalidHint: 'Check that you opened the whole link from the message.',
    failed: 'Something went wrong. Please try again later.',
    back: 'Back to the profile',
  },
};

/** The visitor's language as the public page picks it (cookie, then browser, then Italian), narrowed to the page's two. */
export function unsubscribePageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const language = isLanguage(cookie) ? cookie : pickLanguage(acceptLanguagePreferences(acceptLanguage));
  return language === 'it' ? 'it' : 'en';
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f4f5; --card: #fff; --text: #18181b; --muted: #52525b; --accent: #b91c1c; }
@media (prefers-color-scheme: dark) { :root { --bg: #09090b; --card: #18181b; --text: #fafafa; --muted: #a1a1aa; --accent: #f87171; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 16px;
  background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 28rem; background: var(--card); border-radius: 12px; padding: 24px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.375rem; margin: 0 0 8px; }
p { margin: 0 0 16px; color: var(--muted); }
button { min-height: 44px; width: 100%; border: 0; border-radius: 8px; padding: 10px 16px; font: inherit; font-weight: 600;
  background: var(--accent); color: #fff; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: default; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
[role="status"] { color: var(--text); font-weight: 600; }
[role="status"]:empty { display: none; }
a { display: inline-flex; align-items: center; min-height: 44px; color: var(--text); }
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<a href="/">${escapeHtml(TEXTS[language].back)}</a>
</main>
</body>
</html>
`;
}

/**
 * The confirmation page: opening the link changes nothing (mail scanners open links); the
 * button does. With JavaScript, through `POST /api/newsletter/{id}/unsubscribe`
 * (UNSUBSCRIBE_SCRIPT), the answer shown in place; without, the form itself posts to this page's
 * address, which answers with a result page (docs/decisions.md, D-78). The texts the script
 * shows travel in data attributes, escaped like every value here.
 */
export function confirmationPage(language: PageLanguage, subscriptionId: number, token: string): string {
  const texts = TEXTS[language];
  const data = { id: String(subscriptionId), token, done: texts.done, invalid: texts.invalid, failed: texts.failed };
  const attributes = Object.entries(data)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');
  return page(
    language,
    texts.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
<p id="unsubscribe-explanation">${escapeHtml(texts.explanation)}</p>
<form id="unsubscribe-form" method="post" action="${UNSUBSCRIBE_PAGE_PATH}" ${attributes}>
<input type="hidden" name="id" value="${escapeHtml(data.id)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(texts.button)}</button>
</form>
<p id="unsubscribe-status" role="status" aria-live="polite"></p>
<script src="${UNSUBSCRIBE_SCRIPT_PATH}" defer></script>`,
  );
}

/** What the form posted without JavaScript did: the subscription has ended. */
export function unsubscribedPage(language: PageLanguage): string {
  const texts = TEXTS[language];
  return page(language, texts.doneHeading, `<h1>${escapeHtml(texts.doneHeading)}</h1>\n<p role="status">${escapeHtml(texts.done)}</p>`);
}

/** The form posted without JavaScript could not be carried out now: the link still works later. */
export function unsubscribeFailedPage(language: PageLanguage): string {
  const texts = TEXTS[language];
  return page(language, texts.title, `<h1>${escapeHtml(texts.title)}</h1>\n<p role="status">${escapeHtml(texts.failed)}</p>`);
}

/** A link whose token is not the one signed for its id: nothing to confirm. */
export function invalidLinkPage(language: PageLanguage): string {
  const texts = TEXTS[language];
  return page(language, texts.title, `<h1>${escapeHtml(texts.invalid)}</h1>\n<p>${escapeHtml(texts.invalidHint)}</p>`);
}

/** A file of its own: the global policy runs scripts from this site only, never inline ones. */
export const UNSUBSCRIBE_SCRIPT_PATH = '/unsubscribe.js';

export const UNSUBSCRIBE_SCRIPT = `'use strict';
(() => {
  const form = document.getElementById('unsubscribe-form');
  const status = document.getElementById('unsubscribe-status');
  if (!form || !status) return;
  const button = form.querySelector('button');
  const explanation = document.getElementById('unsubscribe-explanation');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    status.textContent = '';
    try {
      const response = await fetch('/api/newsletter/' + encodeURIComponent(form.dataset.id) + '/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: form.dataset.token }),
      });
      if (response.ok) {
        form.hidden = true;
        if (explanation) explanation.hidden = true;
        status.textContent = form.dataset.done;
        return;
      }
      status.textContent = response.status === 403 ? form.dataset.invalid : form.dataset.failed;
    } catch {
      status.textContent = form.dataset.failed;
    }
    button.disabled = false;
  });
})();
`;
