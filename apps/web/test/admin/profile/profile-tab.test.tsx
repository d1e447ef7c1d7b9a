import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileTab } from '@/features/admin/profile/profile-tab';
import { anAdminProfile } from '../../support/fixtures';
import { answer, failBare } from '../../support/network';
import { renderWithApp } from '../../support/render';

async function openProfile(language: 'en' | 'it' = 'en') {
  answer('get', '/api/profile', anAdminProfile());
  const rendered = await renderWithApp(<ProfileTab />, { language });
  await screen.findByRole('form');
  const textbox = (name: string) => screen.getByRole('textbox', { name });
  return { ...rendered, textbox };
}

describe('the Profile tab', () => {
  it('saves the edited name and description with the spec toasts and a View link to the page', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile({ name: 'Luna Vega', description: 'Songs for late trains.' }));
    const { user, textbox } = await openProfile();
    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Luna Vega');
    await user.clear(textbox('Description'));
    await user.type(textbox('Description'), 'Songs for late trains.');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been saved successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/');
    expect(writes.bodies).toEqual([
      expect.objectContaining({ name: 'Luna Vega', description: 'Songs for late trains.', timeZone: 'Europe/Rome' }),
    ]);
  });

  it('a colour that is not #rrggbb, or a blank name, is refused with its message and nothing is sent', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, textbox } = await openProfile();
    // Both variants' fields stay mounted; the light one is shown first.
    const primary = within(screen.getByRole('tabpanel', { name: 'Light Mode' })).getByRole('textbox', { name: 'Primary Color' });
    await user.clear(primary);
    await user.type(primary, '#12');
    await user.clear(textbox('Name'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Primary Color must be a colour written #rrggbb')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(textbox('Name')).toHaveFocus();
    expect(writes.bodies).toEqual([]);

    // Fixed, the messages go and the save goes through.
    await user.type(textbox('Name'), 'Luna Vega');
    await user.clear(primary);
    await user.type(primary, '#123456');
    expect(screen.queryByText('Primary Color must be a colour written #rrggbb')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(writes.bodies).toHaveLength(1);
  });

  it("a failed save says 'Impossibile aggiornare il profilo. Riprova.' and keeps every edit", async () => {
    failBare('put', '/api/profile', 503);
    const { user, textbox } = await openProfile('it');
    await user.clear(textbox('Nome'));
    await user.type(textbox('Nome'), 'Luna Vega');
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    expect(await screen.findByText('Impossibile aggiornare il profilo. Riprova.')).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
    expect(textbox('Nome')).toHaveValue('Luna Vega');
    expect(screen.getByRole('button', { name: 'Salva profilo' })).toBeEnabled();
  });
});
