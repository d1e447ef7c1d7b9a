import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BOOKING_MODAL_SETTINGS,
  defaultFooterSettings,
  LANGUAGES,
  uiStringsFor,
  type Section,
  type UiStringKey,
  type UiStrings,
} from '@stagelink/contracts';
import { BookingDialog } from '@/features/profile/components/booking/booking-dialog';
import { LinkConfirmDialog } from '@/features/profile/components/sections/link-confirm-dialog';
import { NewsletterSection } from '@/features/profile/components/sections/newsletter-section';
import { SiteFooter } from '@/features/profile/components/site-footer';
import { TopBar } from '@/features/profile/components/top-bar';
import { renderWithApp } from '../support/render';

/**
 * Every string of the page's chrome and dialogs in the visitor's language, in all ten: what a
 * report found in Japanese and Korean was an English line in a translated page. That the served
 * page carries its language's strings is the gateway's test (translated-page); that the
 * newsletter's placeholder fits its field is measured in the browser (e2e/languages.spec.ts;
 * docs/decisions.md, D-202).
 */

/** What a person reads in an element: its text, and its controls' labels. */
function shownText(element: HTMLElement): string {
  return [
    element.textContent ?? '',
    ...[...element.querySelectorAll('[aria-label]')].map((labelled) => labelled.getAttribute('aria-label')),
  ].join('\n');
}

function expectShown(strings: UiStrings, where: HTMLElement, keys: UiStringKey[]) {
  const text = shownText(where);
  // A string with a value in it is checked up to the value.
  for (const key of keys) expect(text, key).toContain(strings[key].split('{{')[0]?.trim());
}

const newsletter: Section = {
  id: 9,
  profileId: 1,
  type: 'newsletter',
  title: 'Newsletter',
  data: { description: '', buttonText: 'OK' },
  order: 0,
  isVisible: true,
};

const english = uiStringsFor('en');

it.each(LANGUAGES.filter((language) => language !== 'en'))(
  'the page in %s has its own words where the report found English ones',
  (language) => {
    const strings = uiStringsFor(language);
    for (const key of ['footer.rights', 'link.confirmTitle', 'booking.messageTitle', 'booking.service'] as const) {
      expect(strings[key], key).not.toBe(english[key]);
    }
  },
);

describe.each(LANGUAGES)('the visitor’s page in %s', (language) => {
  const strings = uiStringsFor(language);

  it('names the top bar’s controls, the footer’s links and the privacy text they open', async () => {
    const { user } = await renderWithApp(
      <>
        <TopBar dark={false} onToggleDark={vi.fn()} />
        <SiteFooter footer={defaultFooterSettings()} />
      </>,
      { language },
    );
    expectShown(strings, screen.getByTestId('top-bar'), ['admin.button', 'topBar.language', 'topBar.toDark']);
    const footer = screen.getByTestId('site-footer');
    expectShown(strings, footer, ['footer.rights', 'footer.privacy', 'footer.terms']);
    await user.click(within(footer).getByRole('button', { name: strings['footer.privacy'] }));
    // The legal text itself is English outside Italy (docs/decisions.md, D-03); its title and close are not.
    expectShown(strings, await screen.findByRole('dialog'), ['footer.privacy', 'common.close', 'legal.privacy.collected']);
  });

  it('words the booking dialog’s message form, its refusals and the callback form', async () => {
    const { user } = await renderWithApp(
      <BookingDialog settings={DEFAULT_BOOKING_MODAL_SETTINGS} choice={null} services={['Cover art']} open onOpenChange={vi.fn()} />,
      { language },
    );
    const dialog = screen.getByTestId('booking-dialog');
    // The owner's own button texts, which the owner translates in the Languages tab.
    await user.click(within(dialog).getByRole('button', { name: 'Invia un messaggio' }));
    await user.click(within(dialog).getByRole('button', { name: strings['booking.send'] }));
    await within(dialog).findAllByRole('alert');
    expectShown(strings, dialog, [
      'common.close',
      'booking.messageTitle',
      'booking.back',
      'booking.service',
      'booking.generalEnquiry',
      'booking.name',
      'booking.email',
      'booking.phone',
      'booking.message',
      'booking.optional',
      'booking.send',
      'booking.nameRequired',
      'booking.messageRequired',
    ]);
    await user.click(within(dialog).getByRole('button', { name: strings['booking.back'] }));
    await user.click(within(dialog).getByRole('button', { name: 'Ti richiamiamo noi' }));
    expectShown(strings, dialog, ['booking.callbackTitle', 'booking.requestCallback']);
  });

  it('asks before leaving for a link', async () => {
    await renderWithApp(<LinkConfirmDialog url="https://example.com/tour" onClose={vi.fn()} />, { language });
    expectShown(strings, screen.getByTestId('link-confirm-dialog'), [
      'link.confirmTitle',
      'link.confirmDescription',
      'common.cancel',
      'link.continue',
    ]);
  });

  it('offers the newsletter field in its words', async () => {
    await renderWithApp(<NewsletterSection section={newsletter} onBook={vi.fn()} timeZone="Europe/Rome" />, { language });
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', strings['newsletter.placeholder']);
  });
});
