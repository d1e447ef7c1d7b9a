import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminLikes, AdminVideoLikes, SaveArtificialLikesRequest } from '@stagelink/contracts';
import { LikesTab } from '@/features/admin/likes/likes-tab';
import { answer, failBare } from '../../support/network';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const firstClip: AdminVideoLikes = {
  videoIndex: 0,
  title: 'First clip',
  realLikes: 3,
  baseLikes: 1200,
  incrementalLikes: 4,
  viewsPerIncrement: 7,
  lastIncrementView: 40,
  totalLikes: 1207,
};

const likes: AdminLikes = {
  profileViews: 45,
  sections: [{ sectionId: 11, title: 'Videos', isVisible: false, videos: [firstClip] }],
};

/** The service's side: a save is stored and read back, as the real one does. */
function storeSavedLikes(): SaveArtificialLikesRequest[] {
  const sent: SaveArtificialLikesRequest[] = [];
  let video = firstClip;
  server.use(
    http.get('/api/admin/likes', () => HttpResponse.json({ ...likes, sections: [{ ...likes.sections[0], videos: [video] }] })),
    http.post('/api/artificial-likes', async ({ request }) => {
      const body = (await request.json()) as SaveArtificialLikesRequest;
      sent.push(body);
      video = { ...video, ...body, totalLikes: video.realLikes + body.baseLikes + body.incrementalLikes };
      const { sectionId, videoIndex, baseLikes, incrementalLikes, viewsPerIncrement } = body;
      const at = '2026-11-26T10:00:00.000Z';
      return HttpResponse.json({
        id: 1,
        sectionId,
        videoIndex,
        baseLikes,
        incrementalLikes,
        viewsPerIncrement,
        lastIncrementView: 45,
        createdAt: at,
        updatedAt: at,
      });
    }),
  );
  return sent;
}

async function openLikes(language: 'en' | 'it' = 'it') {
  const saved = storeSavedLikes();
  const rendered = await renderWithApp(<LikesTab />, { language });
  const form = await screen.findByRole('form', { name: 'First clip' });
  return { ...rendered, form, saved };
}

describe('the Likes tab', () => {
  it('says so when the page has no video section', async () => {
    answer('get', '/api/admin/likes', { profileViews: 0, sections: [] });
    await renderWithApp(<LikesTab />, { language: 'it' });
    expect(await screen.findByText('Nessuna sezione video trovata')).toBeInTheDocument();
  });

  it('shows each video with real and configured likes apart from the total, and when the next one comes', async () => {
    const { form } = await openLikes('en');
    expect(screen.getByRole('region', { name: 'Videos' })).toHaveTextContent('Hidden');
    expect(within(form).getByTestId('likes-total')).toHaveTextContent('1,207');
    expect(within(form).getByTestId('likes-real')).toHaveTextContent('3');
    expect(within(form).getByTestId('likes-configured')).toHaveTextContent('1,204');
    expect(form).toHaveTextContent('+1 like every 7 profile views: the next one in 2 views.');
  });

  it('saves the configured likes with the count the edit started from, and says so', async () => {
    const { user, form, saved } = await openLikes();
    const base = within(form).getByLabelText('Like Base');
    await user.clear(base);
    await user.type(base, '1500');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Like artificiali salvati')).toBeInTheDocument();
    expect(screen.getByText('Configurazione Salvata')).toBeInTheDocument();
    expect(saved).toEqual([
      { sectionId: 11, videoIndex: 0, baseLikes: 1500, incrementalLikes: 4, viewsPerIncrement: 7, loadedIncrementalLikes: 4 },
    ]);
  });

  it('turns invalid numbers into 0 and 10 before saving, and shows them', async () => {
    const { user, form, saved } = await openLikes();
    for (const [label, typed] of [
      ['Like Base', '-5'],
      ['Like Incrementali', '2.5'],
      ['Ogni X Visite', '0'],
    ] as const) {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), typed);
    }
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(saved).toEqual([
      { sectionId: 11, videoIndex: 0, baseLikes: 0, incrementalLikes: 0, viewsPerIncrement: 10, loadedIncrementalLikes: 4 },
    ]);
    // The saved row reaches the form a tick after the toast (TanStack Query batches its notifications).
    await waitFor(() => expect(within(form).getByLabelText('Like Base')).toHaveValue(0));
    expect(within(form).getByLabelText('Ogni X Visite')).toHaveValue(10);
    expect(within(form).getByTestId('likes-configured')).toHaveTextContent('0');
  });

  it("a failed save says 'Impossibile salvare la configurazione dei like.' and keeps the owner's numbers", async () => {
    const { user, form } = await openLikes();
    failBare('post', '/api/artificial-likes', 500);
    const base = within(form).getByLabelText('Like Base');
    await user.clear(base);
    await user.type(base, '5');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Impossibile salvare la configurazione dei like.')).toBeInTheDocument();
    expect(screen.getByText('Impossibile salvare la configurazione.')).toBeInTheDocument();
    expect(base).toHaveValue(5);
  });
});
