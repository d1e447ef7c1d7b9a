import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type Section } from '@stagelink/contracts';
import { NewsletterSection } from '@/features/profile/components/sections/newsletter-section';
import { answer } from '../support/network';
import { renderWithApp } from '../support/render';

const section: Section = {
  id: 9,
  profileId: 1,
  type: 'newsletter',
  title: 'Stay in touch',
  data: { description: 'News before anyone else.', buttonText: 'Sign me up' },
  order: 0,
  isVisible: true,
};

const openNewsletter = (language: 'en' | 'it' = 'en') =>
  renderWithApp(<NewsletterSection section={section} onBook={vi.fn()} timeZone="Europe/Rome" />, { language });

describe("the visitor's newsletter box", () => {
  it('refuses a blank or malformed contact with the spec texts, sending nothing', async () => {
    const sent = answer('post', '/api/newsletter', { id: 5, token: 't' });
    const { user } = await openNewsletter();
    expect(screen.getByText('News before anyone else.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(screen.getByText('Enter your e-mail or phone number.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or phone number' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Invalid format')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail or phone number.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);
  });

  it('subscribes an e-mail, then adds a phone number with the token of that subscription', async () => {
    const subscribed = answer('post', '/api/newsletter', { id: 5, token: 'secret-token' });
    const added = answer('put', '/api/newsletter/5', { id: 5 });
    const { user } = await openNewsletter();
    await user.type(screen.getByRole('textbox', { name: 'E-mail or phone number' }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText("We'll keep you posted. Would you like to add your other contact too?")).toBeInTheDocument();
    expect(subscribed.bodies).toEqual([{ email: 'fan@example.com' }]);
    expect(subscribed.headers[0]?.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{32,36}$/);

    const phone = await screen.findByRole('textbox', { name: 'Your phone number (optional)' });
    await user.type(phone, 'fan@example.org');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Invalid contact')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+39 333 123 4567');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Contact added!')).toBeInTheDocument();
    expect(added.bodies).toEqual([{ phone: '+393331234567', token: 'secret-token' }]);
    expect(screen.getByTestId('newsletter-complete')).toHaveTextContent('Thank you, you are subscribed!');
  });

  it('a failed subscription says so in Italian, keeps what was typed, and the retry carries the same Idempotency-Key', async () => {
    const failed = answer('post', '/api/newsletter', null, 503);
    const { user } = await openNewsletter('it');
    const input = screen.getByRole('textbox', { name: 'E-mail o numero di telefono' });
    await user.type(input, 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Si è verificato un errore. Riprova più tardi.')).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
    expect(input).toHaveValue('fan@example.com');

    const retried = answer('post', '/api/newsletter', { id: 5, token: 't' });
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Iscrizione completata!')).toBeInTheDocument();
    expect(retried.bodies).toEqual([{ email: 'fan@example.com' }]);
    // The same submit sent again: the server answers it once, never storing it twice (D-102).
    expect(retried.headers[0]?.get(IDEMPOTENCY_KEY_HEADER)).toBe(failed.headers[0]?.get(IDEMPOTENCY_KEY_HEADER));
  });
});
