import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Section } from '@stagelink/contracts';
import { SectionDialog, type SectionDialogState } from '@/features/admin/sections/section-dialog';
import { anAdminProfile } from '../../support/fixtures';
import { answer, refuse } from '../../support/network';
import { renderWithApp } from '../../support/render';

const created = (type: string, data: Record<string, unknown>): Section => ({
  id: 21,
  profileId: 1,
  type,
  title: 'T',
  data,
  order: 999,
  isVisible: true,
});

const UNSAVED_QUESTION = 'You have unsaved changes. Leave without saving?';

/** The dialog as the Sections tab opens it, the owner's profile read for its time zone. */
async function openDialog(state: SectionDialogState, language: 'en' | 'it' = 'en') {
  answer('get', '/api/profile', anAdminProfile());
  const onClose = vi.fn();
  const rendered = await renderWithApp(<SectionDialog state={state} onClose={onClose} />, { language });
  const dialog = screen.getByTestId('section-dialog');
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
  return { ...rendered, dialog, field, onClose };
}

/** The two calls of a new section: the create, with order 999, and its move to the top (D-110). */
function acceptNewSection(type: string, data: Record<string, unknown>) {
  return { creates: answer('post', '/api/sections', created(type, data)), moves: answer('put', '/api/sections/reorder', []) };
}

describe('the section dialog', () => {
  it('creates a custom link with the site icon the server fetched, then moves it to the top', async () => {
    const icon = answer('post', '/api/media/site-icon', { id: 5, url: '/uploads/shop-icon.png' });
    const { creates, moves } = acceptNewSection('custom', {});
    const { user, dialog, field, onClose } = await openDialog({ mode: 'create' });
    await user.click(within(dialog).getByRole('button', { name: /^Custom Link/ }));
    await user.type(field('Title'), 'Shop');
    await user.type(field('Link URL'), 'https://shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('Section created')).toBeInTheDocument();
    expect(icon.bodies).toEqual([{ url: 'https://shop.example.com' }]);
    expect(creates.bodies).toEqual([
      {
        type: 'custom',
        title: 'Shop',
        data: { description: '', url: 'https://shop.example.com', logoUrl: '/uploads/shop-icon.png' },
        visibleFrom: null,
        visibleUntil: null,
        order: 999,
      },
    ]);
    expect(moves.bodies).toEqual([{ sectionId: 21, newOrder: 0 }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("refuses a blank title with 'Title is required' and a javascript: link with the schema's words, sending nothing", async () => {
    const { creates } = acceptNewSection('custom', {});
    const { user, dialog, field } = await openDialog({ mode: 'create' });
    await user.click(within(dialog).getByRole('button', { name: /^Custom Link/ }));
    await user.type(field('Link URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Link URL must be an http, https, mailto or tel link')).toBeInTheDocument();
    expect(creates.bodies).toEqual([]);

    // The form has changes: Back asks before dropping them, and stays when the owner says no.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_QUESTION);
    expect(field('Link URL')).toHaveValue('javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: /^Custom Link/ })).toBeInTheDocument();
  });

  it('a video carousel adds and removes videos, and sends each with its link', async () => {
    const { creates } = acceptNewSection('video', {});
    const { user, dialog } = await openDialog({ mode: 'create' });
    await user.click(within(dialog).getByRole('button', { name: /^YouTube Video/ }));
    // The section's title comes first; each video has one of its own.
    const [sectionTitle, videoTitle] = within(dialog).getAllByLabelText('Title', { exact: true });
    await user.type(sectionTitle!, 'Live clips');
    await user.type(videoTitle!, 'At the Forum');
    await user.click(within(dialog).getByRole('button', { name: 'Add video' }));
    expect(within(dialog).getAllByLabelText('Video URL')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove video 2' }));
    const [url] = within(dialog).getAllByLabelText('Video URL');
    await user.type(url!, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(within(dialog).getByText('Video id dQw4w9WgXcQ')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Put it at the top of the page' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('Section created')).toBeInTheDocument();
    expect(creates.bodies).toEqual([
      expect.objectContaining({
        type: 'video',
        title: 'Live clips',
        data: { videos: [expect.objectContaining({ title: 'At the Forum', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })] },
      }),
    ]);
  });

  it("a newsletter box and a services card start from the spec's defaults and send what was typed", async () => {
    const { creates } = acceptNewSection('newsletter', {});
    const { user, dialog, field } = await openDialog({ mode: 'create' });
    await user.click(within(dialog).getByRole('button', { name: /^collaboration/ }));
    expect(within(dialog).getByLabelText('Icon')).toHaveTextContent('Camera');
    expect(within(dialog).getByLabelText('Colour')).toHaveTextContent('Blue');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: /^newsletter/ }));
    await user.type(field('Title'), 'Stay in touch');
    await user.type(field('Description'), 'News before anyone else.');
    await user.type(field('Button text'), 'Sign me up');
    await user.click(within(dialog).getByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('Section created')).toBeInTheDocument();
    expect(creates.bodies).toEqual([
      expect.objectContaining({
        type: 'newsletter',
        title: 'Stay in touch',
        data: { description: 'News before anyone else.', buttonText: 'Sign me up' },
      }),
    ]);
  });

  it("a refused edit says 'Impossibile aggiornare la sezione. Riprova.' with the server's reason, and keeps the form open", async () => {
    refuse('put', '/api/sections/4', 400, 'title must be shorter');
    const section: Section = {
      id: 4,
      profileId: 1,
      type: 'text',
      title: 'Beta',
      data: { content: 'Beta text', longContent: '', alignment: 'left' },
      order: 1,
      isVisible: true,
    };
    const { user, dialog, field, onClose } = await openDialog({ mode: 'edit', section, type: 'text' }, 'it');
    expect(within(dialog).getByRole('heading', { name: 'Modifica sezione' })).toBeInTheDocument();
    await user.clear(field('Titolo'));
    await user.type(field('Titolo'), 'Beta, rivista');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiorna sezione' }));
    expect(await screen.findByText('Impossibile aggiornare la sezione. Riprova.')).toBeInTheDocument();
    expect(screen.getByText('Il server non ha accettato i dati inviati. Controlla i campi e riprova.')).toBeInTheDocument();
    expect(field('Titolo')).toHaveValue('Beta, rivista');
    expect(onClose).not.toHaveBeenCalled();
  });
});
