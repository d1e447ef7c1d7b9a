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

const BOOKING_LABELS: Record<string, string> = {
  [BOOKING_BUTTON_TEXT]: 'Booking button',
  [BOOKING_MODAL_TITLE]: 'Contact dialog title',
  [BOOKING_MODAL_DESCRIPTION]: 'Contact dialog text',
};

/** The profile's translatable texts in the order a visitor meets them: name, description, the booking button, its dialog. */
export function profileTranslationFields(profile: AdminProfile): ProfileTranslationField[] {
  const booking = Object.entries(bookingTextsOf(profile)).map(([key, original]) => ({
    key,
    label: BOOKING_LABELS[key] ?? `Dialog button “${original}”`,
    original,
    multiline: key === BOOKING_MODAL_DESCRIPTION,
  }));
  return [
    { key: 'name', label: 'Name', original: profile.name, multiline: false },
    { key: 'description', label: 'Description', original: profile.description, multiline: true },
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
