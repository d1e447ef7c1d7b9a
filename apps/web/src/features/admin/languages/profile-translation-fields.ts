import i18next from 'i18next';
import {
  BOOKING_BUTTON_TEXT,
  BOOKING_MODAL_DESCRIPTION,
  BOOKING_MODAL_TITLE,
  bookingTextsOf,
  type AdminProfile,
  type ProfileContent,
  type SaveProfileContentRequest,
} from '@stagelink/contracts';

/** One text of the profile the Languages tab translates: the name, the description, a booking text (D-140). */
export interface ProfileTranslationField {
  key: string;
  label: string;
  original: string;
  multiline: boolean;
}

/** Each booking text's label among the panel's strings (docs/decisions.md, D-152). */
const BOOKING_LABELS: Record<string, string> = {
  [BOOKING_BUTTON_TEXT]: 'admin.editors.field.bookingButton',
  [BOOKING_MODAL_TITLE]: 'admin.editors.field.dialogTitle',
  [BOOKING_MODAL_DESCRIPTION]: 'admin.editors.field.dialogText',
};

/**
 * The profile's translatable texts in the order a visitor meets them: name, description, the
 * booking button, its dialog; labelled in the owner's language.
 */
export function profileTranslationFields(profile: AdminProfile): ProfileTranslationField[] {
  const booking = Object.entries(bookingTextsOf(profile)).map(([key, original]) => ({
    key,
    label: i18next.t(BOOKING_LABELS[key] ?? 'admin.editors.field.dialogButton', { text: original }),
    original,
    multiline: key === BOOKING_MODAL_DESCRIPTION,
  }));
  return [
    { key: 'name', label: i18next.t('admin.editors.field.name'), original: profile.name, multiline: false },
    { key: 'description', label: i18next.t('admin.editors.field.description'), original: profile.description, multiline: true },
    ...booking,
  ];
}

/** A field's text in one language's content, '' where there is none. */
export function contentText(content: ProfileContent, key: string): string {
  if (key === 'name' || key === 'description') return content[key];
  return content.booking[key] ?? '';
}

/** The save request for the changed texts: the name and description by name, the booking texts by key. */
export function profileTranslationChanges(texts: Record<string, string>): SaveProfileContentRequest {
  const changes: SaveProfileContentRequest = {};
  const booking: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts)) {
    if (key === 'name' || key === 'description') changes[key] = text;
    else booking[key] = text;
  }
  if (Object.keys(booking).length > 0) changes.booking = booking;
  return changes;
}
