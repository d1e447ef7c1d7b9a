import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_MODAL_SETTINGS, type BookingModalSettings } from '@stagelink/contracts';
import { BookingDialog } from '@/features/profile/components/booking/booking-dialog';
import { answer } from '../support/network';
import { renderWithApp } from '../support/render';

/** The product's default dialog, its first call button given a number (the second has none, so it is not offered). */
const settings: BookingModalSettings = {
  ...DEFAULT_BOOKING_MODAL_SETTINGS,
  buttons: DEFAULT_BOOKING_MODAL_SETTINGS.buttons.map((button) =>
    button.id === 'call-1' ? { ...button, phone: '+39 02 123 4567' } : button,
  ),
};

async function openBooking(language: 'en' | 'it' = 'en') {
  const onOpenChange = vi.fn();
  const rendered = await renderWithApp(<BookingDialog settings={settings} choice={null} services={[]} open onOpenChange={onOpenChange} />, {
    language,
  });
  return { ...rendered, dialog: screen.getByTestId('booking-dialog'), onOpenChange };
}

describe("the visitor's booking dialog", () => {
  it('offers a call by its number, and the message and callback forms; a call button without a number is left out', async () => {
    const { dialog } = await openBooking();
    expect(within(dialog).getByRole('heading', { name: 'PER EVENTI' })).toBeInTheDocument();
    expect(within(dialog).getByText('Scegli come preferisci contattarci.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Chiama' })).toHaveAttribute('href', 'tel:+39021234567');
    expect(within(dialog).queryByRole('link', { name: 'Chiama (secondo numero)' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invia un messaggio' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ti richiamiamo noi' })).toBeInTheDocument();
  });

  it('the message form names what is missing, sends nothing, then sends the message in the page language', async () => {
    const sent = answer('post', '/api/bookings', { id: 1 });
    const { user, dialog, onOpenChange } = await openBooking();
    await user.click(within(dialog).getByRole('button', { name: 'Invia un messaggio' }));
    expect(within(dialog).getByRole('heading', { name: 'Send a message' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Please enter your name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give an e-mail or a phone number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please write a message.')).toBeInTheDocument();
    expect(sent.bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Ada Rossi');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'ada@example');
    await user.type(within(dialog).getByLabelText('Message'), 'A wedding in June');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^E-mail/), '.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByText("Your message has been submitted. We'll get back to you soon!")).toBeInTheDocument();
    expect(sent.bodies).toEqual([
      { serviceType: 'Contact Form', name: 'Ada Rossi', email: 'ada@example.com', message: 'A wedding in June', language: 'en' },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a callback sends the phone in E.164 and no message; its failure says so in Italian and keeps the form', async () => {
    const failed = answer('post', '/api/bookings', null, 500);
    const { user, dialog, onOpenChange } = await openBooking('it');
    await user.click(within(dialog).getByRole('button', { name: 'Ti richiamiamo noi' }));
    expect(within(dialog).getByRole('heading', { name: 'Richiedi una richiamata' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Richiamami' }));
    expect(await within(dialog).findByText('Inserisci il tuo numero di telefono.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Nome'), 'Ada Rossi');
    await user.type(within(dialog).getByLabelText('Telefono'), '333 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Richiamami' }));
    expect(await screen.findByText('Invio della richiesta di richiamata non riuscito. Riprova.')).toBeInTheDocument();
    expect(failed.bodies).toEqual([{ serviceType: 'WhatsApp Callback', name: 'Ada Rossi', phone: '+393331234567', language: 'it' }]);
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ada Rossi');
    expect(within(dialog).getByLabelText('Telefono')).toHaveValue('333 123 4567');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
