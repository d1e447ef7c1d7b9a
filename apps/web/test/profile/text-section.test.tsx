import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Section } from '@stagelink/contracts';
import { TextSection } from '@/features/profile/components/sections/text-section';
import { renderWithApp } from '../support/render';

const story: Section = {
  id: 3,
  profileId: 1,
  type: 'text',
  title: 'My story',
  data: { content: 'Born in Turin.', longContent: 'Born in Turin.\nPlaying since **2010**.', alignment: 'center' },
  order: 0,
  isVisible: true,
};

describe("a text section's Read more", () => {
  it('opens the long text in a dialog under the title, and Close returns to the page', async () => {
    const { user } = await renderWithApp(<TextSection section={story} onBook={vi.fn()} timeZone="Europe/Rome" />, { language: 'it' });
    expect(screen.getByTestId('text-content')).toHaveTextContent('Born in Turin.');
    await user.click(screen.getByRole('button', { name: 'Leggi di più' }));
    const dialog = await screen.findByRole('dialog', { name: 'My story' });
    expect(screen.getByTestId('read-more-content')).toHaveTextContent('Playing since 2010.');
    expect(screen.getByText('2010').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('offers no Read more without a long text', async () => {
    await renderWithApp(<TextSection section={{ ...story, data: { content: 'Short only.' } }} onBook={vi.fn()} timeZone="Europe/Rome" />);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});
