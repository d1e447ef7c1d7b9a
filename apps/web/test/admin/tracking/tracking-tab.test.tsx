import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrackingTab } from '@/features/admin/tracking/tracking-tab';
import { anAdminProfile } from '../../support/fixtures';
import { answer, refuse } from '../../support/network';
import { renderWithApp } from '../../support/render';

const SHAPE_MESSAGE = 'The measurement ID must look like G-XXXXXXXXXX';

async function openTracking(language: 'en' | 'it' = 'en') {
  answer('get', '/api/profile', anAdminProfile());
  const rendered = await renderWithApp(<TrackingTab />, { language });
  await screen.findByRole('form');
  const subTab = (name: string) => within(screen.getByRole('tablist')).getByRole('tab', { name });
  return { ...rendered, subTab };
}

describe('the Tracking tab', () => {
  it('has the four sub-tabs, each with its switch and its fields', async () => {
    const { user, subTab } = await openTracking();
    expect(
      within(screen.getByRole('tablist', { name: 'Tracking services' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Analytics', 'Tag Manager', 'Facebook Pixel', 'Custom']);
    for (const [tab, toggle, fields] of [
      ['Analytics', 'Enable Google Analytics', ['Measurement ID']],
      ['Tag Manager', 'Enable Google Tag Manager', ['Container ID']],
      ['Facebook Pixel', 'Enable Facebook Pixel', ['Pixel ID']],
      ['Custom', 'Enable custom scripts', ['Head scripts', 'Body scripts']],
    ] as const) {
      await user.click(subTab(tab));
      expect(screen.getByRole('switch', { name: toggle })).toHaveAttribute('aria-checked', 'false');
      for (const field of fields) expect(screen.getByRole('textbox', { name: field })).toBeVisible();
    }
  });

  it('a measurement ID of the wrong shape shows its message as it is typed, and is never sent', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user } = await openTracking();
    const id = screen.getByRole('textbox', { name: 'Measurement ID' });
    await user.click(screen.getByRole('switch', { name: 'Enable Google Analytics' }));
    await user.type(id, 'UA-12345');
    expect(await screen.findByText(SHAPE_MESSAGE)).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(SHAPE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(id).toHaveFocus());
    expect(writes.bodies).toEqual([]);

    await user.clear(id);
    await user.type(id, 'G-ABC123XYZ');
    expect(screen.queryByText(SHAPE_MESSAGE)).not.toBeInTheDocument();
  });

  it('a good ID is saved with only the tracking settings in the body', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user } = await openTracking();
    await user.click(screen.getByRole('switch', { name: 'Enable Google Analytics' }));
    await user.type(screen.getByRole('textbox', { name: 'Measurement ID' }), 'G-ABC123XYZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tracking settings saved')).toBeInTheDocument();
    expect(writes.bodies).toEqual([
      {
        trackingSettings: {
          googleAnalytics: { measurementId: 'G-ABC123XYZ', enabled: true },
          googleTagManager: { containerId: '', enabled: false },
          facebookPixel: { pixelId: '', enabled: false },
          customScripts: { headScripts: '', bodyScripts: '', enabled: false },
        },
      },
    ]);
  });

  it('a service switched on without its ID opens its sub-tab and says what is missing', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, subTab } = await openTracking();
    await user.click(subTab('Tag Manager'));
    await user.click(screen.getByRole('switch', { name: 'Enable Google Tag Manager' }));
    await user.click(subTab('Analytics'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the container ID to enable it')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Container ID' })).toHaveFocus());
    expect(within(screen.getByRole('tablist')).getByRole('tab', { name: /^Tag Manager ?\(has an error\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(writes.bodies).toEqual([]);
  });

  it("a failed save says 'Impossibile salvare le impostazioni. Riprova.' and keeps the edits", async () => {
    refuse('put', '/api/profile', 500);
    const { user, subTab } = await openTracking('it');
    await user.click(subTab('Pixel di Facebook'));
    await user.click(screen.getByRole('switch', { name: 'Attiva il Pixel di Facebook' }));
    await user.type(screen.getByRole('textbox', { name: 'ID del pixel' }), '123456789012345');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Impossibile salvare le impostazioni. Riprova.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ID del pixel' })).toHaveValue('123456789012345');
    expect(screen.getByRole('switch', { name: 'Attiva il Pixel di Facebook' })).toHaveAttribute('aria-checked', 'true');
  });
});
