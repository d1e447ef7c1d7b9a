import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguagesTab } from '@/features/admin/languages/languages-tab';
import { anAdminProfile } from '../../support/fixtures';
import { answer } from '../../support/network';
import { renderWithApp } from '../../support/render';

/** What the tab reads: the profile and its sections, the provider, and the English texts so far (none). */
function serveLanguages({ configured }: { configured: boolean }) {
  answer('get', '/api/profile', anAdminProfile());
  answer('get', '/api/sections', []);
  answer('get', '/api/translation-provider', { configured, provider: configured ? 'libretranslate' : null });
  for (const language of ['it', 'en'] as const) {
    const content = { profileId: 1, language, name: '', description: '', booking: {}, origins: {}, sources: {}, updatedAt: null };
    answer('get', `/api/profile-content/1/${language}`, language === 'it' ? { ...content, name: 'Nina Verdi' } : content);
  }
  answer('get', '/api/section-contents/en', []);
}

describe('the Languages tab', () => {
  it('without a translation provider says so before any tap, and the automatic buttons point at why they are off', async () => {
    serveLanguages({ configured: false });
    await renderWithApp(<LanguagesTab />);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Automatic translation is not available on this server yet.');
    expect(notice).toHaveTextContent('ask whoever runs your site to set up a translation service');
    for (const name of ['Auto-Translate Profile', 'Translate Whole Page']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Automatic translation is not available on this server yet\./);
    }
  });

  it('with a provider, Auto-Translate Profile waits for a target other than the source', async () => {
    serveLanguages({ configured: true });
    const { user } = await renderWithApp(<LanguagesTab />);
    const autoProfile = await screen.findByRole('button', { name: 'Auto-Translate Profile' });
    await screen.findByRole('textbox', { name: 'Name in English' });
    expect(autoProfile).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Target language' }));
    await user.click(await screen.findByRole('option', { name: /Italian/ }));
    expect(autoProfile).toBeDisabled();
    expect(screen.getByText('Pick a target language other than the source to translate.')).toBeInTheDocument();
  });
});
