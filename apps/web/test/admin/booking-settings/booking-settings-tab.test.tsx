import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_BUTTON_SETTINGS } from '@stagelink/contracts';
import { BookingSettingsTab } from '@/features/admin/components/booking-settings/booking-settings-tab';
import { anAdminProfile } from '../../support/fixtures';
import { answer, refuse } from '../../support/network';
import { renderWithApp } from '../../support/render';

async function openBookingSettings() {
  answer('get', '/api/profile', anAdminProfile());
  const rendered = await renderWithApp(<BookingSettingsTab />);
  const buttonForm = await screen.findByTestId('button-settings-form');
  return { ...rendered, buttonForm, modalForm: screen.getByTestId('modal-settings-form') };
}

describe('the Booking Settings tab', () => {
  it('saves the button text and width with only the button settings in the body', async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, buttonForm } = await openBookingSettings();
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
    const { user, buttonForm } = await openBookingSettings();
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
    const { user, buttonForm } = await openBookingSettings();
    await user.click(within(buttonForm).getByRole('switch', { name: 'Show the booking button' }));
    expect(screen.getByText('Hidden: visitors do not see the pinned button.')).toBeInTheDocument();
  });

  it('a failed button save shows the spec sentence and keeps what was typed', async () => {
    refuse('put', '/api/profile', 500, 'Internal server error');
    const { user, buttonForm } = await openBookingSettings();
    const text = within(buttonForm).getByLabelText('Button text');
    await user.clear(text);
    await user.type(text, 'NEVER SAVED');
    await user.click(within(buttonForm).getByRole('button', { name: 'Save Button Settings' }));
    expect(await screen.findByText('Failed to update booking button settings. Please try again.')).toBeInTheDocument();
    expect(text).toHaveValue('NEVER SAVED');
  });

  it("the dialog's 'Modal title is required' and 'Modal description is required', and nothing is sent", async () => {
    const writes = answer('put', '/api/profile', anAdminProfile());
    const { user, modalForm } = await openBookingSettings();
    await user.click(screen.getByRole('tab', { name: 'Modal Settings' }));
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
    const { user, modalForm } = await openBookingSettings();
    await user.click(screen.getByRole('tab', { name: 'Modal Settings' }));
    const title = within(modalForm).getByLabelText('Modal title');
    await user.clear(title);
    await user.type(title, 'NOT SAVED');
    await user.click(within(modalForm).getByRole('button', { name: 'Save Modal Settings' }));
    expect(await screen.findByText('Failed to update modal settings. Please try again.')).toBeInTheDocument();
    expect(title).toHaveValue('NOT SAVED');
  });
});
