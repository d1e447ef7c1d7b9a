import type { BookingButtonSettings, BookingModalSettings } from '../profile/profile';
import { currentText } from './source-fingerprint';

/**
 * The owner's own words of the booking button and contact dialog, translatable per language
 * like the profile's name (docs/decisions.md, D-140). Each text has a key: the button's label,
 * the dialog's title and description, and each dialog button's label by the button's id, so a
 * translation follows its button when the owner reorders them.
 */
export type BookingSettingsHolder = {
  bookingButtonSettings: Pick<BookingButtonSettings, 'text'>;
  bookingModalSettings: Pick<BookingModalSettings, 'title' | 'description' | 'buttons'>;
};

export const BOOKING_BUTTON_TEXT = 'bookingButton.text';
export const BOOKING_MODAL_TITLE = 'bookingModal.title';
export const BOOKING_MODAL_DESCRIPTION = 'bookingModal.description';

/** A key any booking text may have: the three fixed ones, or a dialog button's by its id. */
export const BOOKING_TEXT_KEY = /^(bookingButton\.text|bookingModal\.(title|description)|bookingModal\.buttons\.[\w-]{1,64}\.text)$/;

export const modalButtonTextKey = (buttonId: string) => `bookingModal.buttons.${buttonId}.text`;

/** The owner's limits for each text (profile-schemas.ts), which a translation keeps too. */
export function bookingTextLimit(key: string): number {
  if (key === BOOKING_MODAL_TITLE) return 255;
  if (key === BOOKING_MODAL_DESCRIPTION) return 2000;
  return 100;
}

/** Every booking text of the profile as it is now, by key, in the dialog's order. */
export function bookingTextsOf(profile: BookingSettingsHolder): Record<string, string> {
  const texts: Record<string, string> = {
    [BOOKING_BUTTON_TEXT]: profile.bookingButtonSettings.text,
    [BOOKING_MODAL_TITLE]: profile.bookingModalSettings.title,
    [BOOKING_MODAL_DESCRIPTION]: profile.bookingModalSettings.description,
  };
  for (const button of [...profile.bookingModalSettings.buttons].sort((a, b) => a.order - b.order)) {
    texts[modalButtonTextKey(button.id)] = button.text;
  }
  return texts;
}

/**
 * The booking settings as a visitor of a language reads them: each translation in place of the
 * owner's text, unless it was written for an earlier text (then the current one, D-109).
 */
export function withTranslatedBookingTexts<P extends BookingSettingsHolder>(
  profile: P,
  translations: Record<string, string> | undefined,
  sources: Record<string, string> | undefined,
): P {
  if (!translations || Object.keys(translations).length === 0) return profile;
  const text = (key: string, original: string) => currentText(translations[key], original, sources, key);
  const button = profile.bookingButtonSettings;
  const modal = profile.bookingModalSettings;
  return {
    ...profile,
    bookingButtonSettings: { ...button, text: text(BOOKING_BUTTON_TEXT, button.text) },
    bookingModalSettings: {
      ...modal,
      title: text(BOOKING_MODAL_TITLE, modal.title),
      description: text(BOOKING_MODAL_DESCRIPTION, modal.description),
      buttons: modal.buttons.map((each) => ({ ...each, text: text(modalButtonTextKey(each.id), each.text) })),
    },
  };
}

/** The profile's translatable texts now, as the i18n service is told them (D-109, D-140). */
export function translatableOriginals(profile: BookingSettingsHolder & { name: string; description: string }) {
  return { name: profile.name, description: profile.description, booking: bookingTextsOf(profile) };
}
