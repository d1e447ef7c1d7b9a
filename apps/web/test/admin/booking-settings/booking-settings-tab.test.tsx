import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_BUTTON_SETTINGS, DEFAULT_BOOKING_MODAL_SETTINGS } from '@stagelink/contracts';
import { ButtonSettingsForm } from '@/features/admin/booking-settings/button-settings-form';
import { ModalSettingsForm } from '@/features/admin/booking-settings/modal-settings-form';
import { anAdminProfile } from '../../support/fixtures';
import { answer, refuse } from '../../support/network';
import { renderWithApp } from '../../support/render';

// Each of the tab's two forms alone, with the product's default settings as the tab hands them
// over from the profile: together, with their previews, they are the panel's heaviest render.
async function openButtonSettings() {
  const rendered = await renderWithApp(<ButtonSettingsForm settings={DEFAULT_BOOKING_BUTTON_SETTINGS} />);
  return { ...rendered, buttonForm: screen.getByTestId('button-settings-form') };
}

async function openModalSettings() {
  const rendered = await renderWithApp(<ModalSettingsForm settings={DEFAULT_BOOKING_MODAL_SETTINGS} />);
  return { ...rendered, modalForm: screen.getByTestId('modal-settings-form') };
}

describe("the Booking Settings tab's forms", () => {
  it('saves the button text and width with only the button settings in the body', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, buttonForm } = await openButtonSettings();
    const text = within(buttonForm).getByLabelText('Button text');
    await user.clear(text);
    await user.type(text, 'PRENOTA ORA');
    const width = within(buttonForm).getByLabelText('Width (px)');
    await user.clear(width);
    await user.type(width, '150');
    await user.click(within(buttonForm).getByRole('button', { name: 'Save Button Settings' }));
    expect(await screen.findByText('Booking button updated')).toBeInTheDocument();
    expect(writes.bodies).toEqual([{ bookingButtonSettings: { ...DEFAULT_BOOKING_BUTTON_SETTINGS, text: 'PRENOTA ORA', width: 150 } }]);
  });

  it("'Button text is required' and a width out of range are refused before anything is sent", async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, buttonForm } = await openButtonSettings();
    await user.clear(within(buttonForm).getByLabelText('Button text'));
    await user.type(within(buttonForm).getByLabelText('Button text'), '   ');
    await user.clear(within(buttonForm).getByLabelText('Width (px)'));
    await user.type(within(buttonForm).getByLabelText('Width (px)'), '300');
    await user.click(within(buttonForm).getByRole('button', { name: 'Save Button Settings' }));
    expect(await within(buttonForm).findByText('Button text is required')).toBeInTheDocument();
    expect(within(buttonForm).getByText('Width must be at most 200')).toBeInTheDocument();
    expect(writes.bodies).toEqual([]);
  });

  it('hiding the button says so in the preview', async () => {
    const { user, buttonForm } = await openButtonSettings();
    await user.click(within(buttonForm).getByRole('switch', { name: 'Show the booking button' }));
    expect(screen.getByText('Hidden: visitors do not see the pinned button.')).toBeInTheDocument();
  });

  it('a failed button save shows the spec sentence and keeps what was typed', async () => {
    refuse('put', '/api/profile', 500, 'Internal server error');
    const { user, buttonForm } = await openButtonSettings();
    const text = within(buttonForm).getByLabelText('Button text');
    await user.clear(text);
    await user.type(text, 'NOPE');
    await user.click(within(buttonForm).getByRole('button', { name: 'Save Button Settings' }));
    expect(await screen.findByText('Failed to update booking button settings. Please try again.')).toBeInTheDocument();
    expect(text).toHaveValue('NOPE');
  });

  it("the dialog's 'Modal title is required' and 'Modal description is required', and nothing is sent", async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, modalForm } = await openModalSettings();
    await user.clear(within(modalForm).getByLabelText('Modal title'));
    await user.clear(within(modalForm).getByLabelText('Modal description'));
    await user.type(within(modalForm).getByLabelText('Modal description'), ' ');
    await user.click(within(modalForm).getByRole('button', { name: 'Save Modal Settings' }));
    expect(await within(modalForm).findByText('Modal title is required')).toBeInTheDocument();
    expect(within(modalForm).getByText('Modal description is required')).toBeInTheDocument();
    expect(writes.bodies).toEqual([]);
  });

  it("a failed modal save says 'Failed to update modal settings. Please try again.' and keeps the title", async () => {
    refuse('put', '/api/profile', 500, 'Internal server error');
    const { user, modalForm } = await openModalSettings();
    const title = within(modalForm).getByLabelText('Modal title');
    await user.clear(title);
    await user.type(title, 'NOPE');
    await user.click(within(modalForm).getByRole('button', { name: 'Save Modal Settings' }));
    expect(await screen.findByText('Failed to update modal settings. Please try again.')).toBeInTheDocument();
    expect(title).toHaveValue('NOPE');
  });
});
