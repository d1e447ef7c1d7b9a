import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSubscriber } from '@stagelink/contracts';
import { SubscribersPanel } from '@/features/admin/subscribers/subscribers-panel';
import { aSubscriber } from '../../support/fixtures';
import { refuse } from '../../support/network';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

/** The subscribers the server holds; a search keeps those whose e-mail or phone contains it, as the service does. */
function serveSubscribers(stored: AdminSubscriber[]): { searches: string[] } {
  const asked = { searches: [] as string[] };
  server.use(
    http.get('/api/admin/subscribers', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      asked.searches.push(search);
      const found = stored.filter((row) => `${row.email ?? ''} ${row.phone ?? ''}`.includes(search));
      return HttpResponse.json({ subscribers: found, total: found.length, nextCursor: null });
    }),
    http.delete('/api/admin/subscribers/:id', ({ params }) => {
      stored.splice(
        stored.findIndex((row) => String(row.id) === params.id),
        1,
      );
      return HttpResponse.json({ deleted: true });
    }),
  );
  return asked;
}

describe("the owner's list of newsletter subscribers", () => {
  it('says so when nobody has subscribed', async () => {
    serveSubscribers([]);
    await renderWithApp(<SubscribersPanel />);
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    expect(screen.getByText("Subscriptions from your page's newsletter box will appear here.")).toBeInTheDocument();
  });

  it('searches by a piece of an e-mail only from three characters on', async () => {
    const asked = serveSubscribers([aSubscriber(), aSubscriber({ id: 4, email: null, phone: '+393331234567' })]);
    const { user } = await renderWithApp(<SubscribersPanel />);
    expect(await screen.findByText('2 subscribers')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by e-mail or phone'), 'fa');
    expect(await screen.findByText('Type at least 3 letters or digits in a row to search.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by e-mail or phone'), 'n@');
    expect(await screen.findByText('1 subscriber')).toBeInTheDocument();
    expect(asked.searches).toEqual(['', 'fan@']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', expect.stringContaining('search=fan%40'));
  });

  it('deletes a subscriber only once the owner confirms, then lists them no more', async () => {
    serveSubscribers([aSubscriber({ phone: '+393331234567' })]);
    const { user } = await renderWithApp(<SubscribersPanel />);
    const card = await screen.findByTestId('subscriber-card');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this subscriber?' });
    expect(dialog).toHaveTextContent('fan@example.com and +393331234567 will be removed from your list. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('subscriber-card')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscriber deleted')).toBeInTheDocument();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });

  it('a refused delete says so in Italian and keeps the subscriber listed', async () => {
    serveSubscribers([aSubscriber()]);
    refuse('delete', '/api/admin/subscribers/3', 500, 'Internal server error');
    const { user } = await renderWithApp(<SubscribersPanel />, { language: 'it' });
    const card = await screen.findByTestId('subscriber-card');
    await user.click(within(card).getByRole('button', { name: 'Elimina' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Impossibile eliminare l'iscritto.")).toBeInTheDocument();
    expect(screen.getByText('Si è verificato un problema dalla nostra parte. Riprova tra poco.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('subscriber-card')).toHaveTextContent('fan@example.com'));
  });
});
