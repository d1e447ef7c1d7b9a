import { checkWith } from '../common/schema-check';
import { DEFAULT_BOOKING_BUTTON_SETTINGS, DEFAULT_BOOKING_MODAL_SETTINGS, DEFAULT_TRACKING_SETTINGS } from './profile-defaults';
import { updateProfileSchema } from './profile-schemas';

describe('updateProfileSchema', () => {
  it('takes the spec defaults as they are', () => {
    const result = checkWith(updateProfileSchema, {
      bookingButtonSettings: DEFAULT_BOOKING_BUTTON_SETTINGS,
      bookingModalSettings: DEFAULT_BOOKING_MODAL_SETTINGS,
      trackingSettings: DEFAULT_TRACKING_SETTINGS,
    });
    expect(result.ok).toBe(true);
  });

  it('drops unknown fields and turns a blank photo into none', () => {
    expect(checkWith(updateProfileSchema, { id: 9, name: ' Luna ', profileImage: '' })).toEqual({
      ok: true,
      value: { name: 'Luna', profileImage: null },
    });
  });

  it('says the spec texts for the booking button and the modal', () => {
    expect(checkWith(updateProfileSchema, { bookingButtonSettings: { ...DEFAULT_BOOKING_BUTTON_SETTINGS, text: ' ' } })).toEqual({
      ok: false,
      message: 'Button text is required',
    });
    expect(checkWith(updateProfileSchema, { bookingModalSettings: { ...DEFAULT_BOOKING_MODAL_SETTINGS, title: '' } })).toEqual({
      ok: false,
      message: 'Modal title is required',
    });
    expect(checkWith(updateProfileSchema, { bookingModalSettings: { ...DEFAULT_BOOKING_MODAL_SETTINGS, description: '' } })).toEqual({
      ok: false,
      message: 'Modal description is required',
    });
  });

  it.each([79, 201, 120.5])('refuses a booking button %s px wide', (width) => {
    expect(checkWith(updateProfileSchema, { bookingButtonSettings: { ...DEFAULT_BOOKING_BUTTON_SETTINGS, width } }).ok).toBe(false);
  });

  it('checks tracking identifiers against their real shapes', () => {
    const tracking = (measurementId: string, enabled: boolean) => ({
      trackingSettings: { ...DEFAULT_TRACKING_SETTINGS, googleAnalytics: { measurementId, enabled } },
    });
    expect(checkWith(updateProfileSchema, tracking('G-ABC123XYZ', true)).ok).toBe(true);
    expect(checkWith(updateProfileSchema, tracking("G-1');alert(1)//", true))).toEqual({
      ok: false,
      message: 'The measurement ID must look like G-XXXXXXXXXX',
    });
    expect(checkWith(updateProfileSchema, tracking('', true))).toEqual({ ok: false, message: 'Enter the measurement ID to enable it' });
  });

  it('refuses colours that are not #rrggbb and lower-cases the rest', () => {
    const variant = { type: 'solid', primaryColor: '#ABCDEF', secondaryColor: '#000000', animationEnabled: false, animationType: 'waves' };
    const ok = checkWith(updateProfileSchema, { backgroundSettings: { light: variant, dark: variant } });
    expect(ok.ok && ok.value.backgroundSettings).toEqual({
      light: { ...variant, primaryColor: '#abcdef' },
      dark: { ...variant, primaryColor: '#abcdef' },
    });
    expect(checkWith(updateProfileSchema, { backgroundSettings: { light: { ...variant, primaryColor: 'red' }, dark: variant } }).ok).toBe(
      false,
    );
  });

  it('needs an action URL on a custom modal button', () => {
    const buttons = [
      { id: 'x', type: 'custom', text: 'Shop', icon: 'Eye', color: 'bg-red-600 hover:bg-red-700', order: 0, isVisible: true },
    ];
    expect(checkWith(updateProfileSchema, { bookingModalSettings: { ...DEFAULT_BOOKING_MODAL_SETTINGS, buttons } })).toEqual({
      ok: false,
      message: 'A custom button needs its action URL',
    });
  });

  it('refuses an empty update', () => {
    expect(checkWith(updateProfileSchema, { unknown: 1 })).toEqual({
      ok: false,
      message: 'Send at least one field of the profile to change',
    });
  });
});
