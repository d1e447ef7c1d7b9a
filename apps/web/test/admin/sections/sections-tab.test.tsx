import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Section } from '@stagelink/contracts';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useDeleteMedia } from '@/features/admin/profile/api/delete-media';
import { SectionsTab } from '@/features/admin/sections/sections-tab';
import { anAdminProfile } from '../../support/fixtures';
import { answer } from '../../support/network';
import { renderWithApp } from '../../support/render';
import { server } from '../../support/server';

const COVER = '/media/cover.webp';
const STAGE = '/demo/gallery-stage.svg';

const livePhotos = (urls: string[]): Section => ({
  id: 4,
  profileId: 1,
  type: 'image',
  title: 'Live Photos',
  data: { images: urls.map((url) => ({ url, alt: '', link: '' })) },
  order: 0,
  isVisible: true,
});

/** The panel as far as this needs it: the Sections tab, and the gallery's delete on another tab. */
function PanelWithGallery() {
  const [tab, setTab] = useState<'sections' | 'gallery'>('sections');
  const remove = useDeleteMedia();
  return (
    <TooltipProvider>
      <button onClick={() => setTab(tab === 'sections' ? 'gallery' : 'sections')}>Switch tab</button>
      {tab === 'gallery' ? <button onClick={() => remove.mutate(7)}>Delete cover</button> : <SectionsTab />}
      {remove.isSuccess && <p>Image deleted</p>}
    </TooltipProvider>
  );
}

describe('the Sections tab', () => {
  it('opened again after an image it showed was deleted elsewhere, edits the section as the server now has it', async () => {
    answer('get', '/api/profile', anAdminProfile());
    answer('get', '/api/sections', [livePhotos([COVER, STAGE])]);
    const { user } = await renderWithApp(<PanelWithGallery />);
    expect(await screen.findByRole('button', { name: 'Edit Live Photos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch tab' }));
    // The server takes the image out of the section with it; its new list comes back a moment later.
    answer('delete', '/api/media/7', { id: 7, url: COVER, usedBy: [] });
    server.use(
      http.get('/api/sections', async () => {
        await delay(150);
        return HttpResponse.json([livePhotos([STAGE])]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete cover' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch tab' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Live Photos' }));
    const images = within(await screen.findByTestId('section-dialog')).getAllByTestId('gallery-image');
    expect(images.map((image) => image.querySelector('img')?.getAttribute('src'))).toEqual([STAGE]);
  });
});
