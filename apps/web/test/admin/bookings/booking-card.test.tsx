import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingCard } from '@/features/admin/bookings/booking-card';
import { aBooking } from '../../support/fixtures';
import { answer, refuse } from '../../support/network';
import { renderWithApp } from '../../support/render';

const NOW = new Date('2026-11-26T10:00:00.000Z');

describe("a booking's card in the owner's inbox", () => {
  it("shows the visitor's name, status and a Reply link with the service as subject", async () => {
    await renderWithApp(<BookingCard submission={aBooking()} now={NOW} />);
    const card = screen.getByTestId('booking-card');
    expect(within(card).getByRole('heading', { name: 'Ada Rossi' })).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:ada%40example.com?subject=Re%3A%20Live%20concert',
    );
  });

  it('a step forward sends the next status and the one the owner saw, then says so', async () => {
    const sent = answer('put', '/api/bookings/7/status', aBooking({ status: 'contacted' }));
    const { user } = await renderWithApp(<BookingCard submission={aBooking()} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Mark Contacted' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Ada Rossi: Contacted')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ status: 'contacted', from: 'new' }]);
  });

  it("a refused change shows 'Failed to update booking status.' with the server's words", async () => {
    refuse('put', '/api/bookings/7/status', 409, 'A booking cannot go from cancelled to contacted');
    const { user } = await renderWithApp(<BookingCard submission={aBooking()} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Mark Contacted' }));
    expect(await screen.findByText('Failed to update booking status.')).toBeInTheDocument();
    expect(screen.getByText('A booking cannot go from cancelled to contacted')).toBeInTheDocument();
    // The buttons come back for another try.
    expect(screen.getByRole('button', { name: 'Mark Contacted' })).toBeEnabled();
  });

  it('words the refusal in Italian, with the sentence for its status instead of the English server text', async () => {
    refuse('put', '/api/bookings/7/status', 409, 'A booking cannot go from cancelled to contacted');
    const { user } = await renderWithApp(<BookingCard submission={aBooking()} now={NOW} />, { language: 'it' });
    await user.click(screen.getByRole('button', { name: 'Segna come Contattata' }));
    expect(await screen.findByText('Impossibile aggiornare lo stato della prenotazione.')).toBeInTheDocument();
    expect(screen.getByText('Nel frattempo è stato modificato altrove. Ricarica e riprova.')).toBeInTheDocument();
  });

  it('cancelling asks first: Keep booking sends nothing, Cancel booking sends the cancelled status', async () => {
    const sent = answer('put', '/api/bookings/7/status', aBooking({ status: 'cancelled' }));
    const { user } = await renderWithApp(<BookingCard submission={aBooking()} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Ada Rossi’s booking will be marked cancelled. If it was a mistake, step back to reopen it.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Ada Rossi: Cancelled')).toBeInTheDocument();
    expect(sent.bodies).toEqual([{ status: 'cancelled', from: 'new' }]);
  });

  it('archives and steps back with their own requests', async () => {
    const archived = answer('put', '/api/bookings/7/archived', aBooking({ archivedAt: NOW.toISOString() }));
    const steppedBack = answer('post', '/api/bookings/7/step-back', aBooking());
    const booking = aBooking({ status: 'contacted', stepBackTo: 'new' });
    const { user } = await renderWithApp(<BookingCard submission={booking} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Ada Rossi: archived')).toBeInTheDocument();
    expect(archived.bodies).toEqual([{ archived: true }]);
    await user.click(screen.getByRole('button', { name: 'Step back to New' }));
    expect(await screen.findByText('Ada Rossi: stepped back')).toBeInTheDocument();
    expect(steppedBack.bodies).toEqual([{ from: 'contacted' }]);
  });
});
