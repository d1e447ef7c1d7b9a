/** Field lengths of spec section 3 and the limits of decisions.md, shared by both edges. */
export const FieldLimits = {
  profileName: 255,
  profileDescription: 5000,
  sectionTitle: 255,
  sectionType: 50,
  bookingServiceType: 50,
  bookingName: 255,
  bookingEmail: 255,
  bookingPhone: 50,
  bookingStatus: 20,
  analyticsEvent: 50,
  ipAddress: 45,
  newsletterEmail: 255,
  newsletterPhone: 50,
  newsletterStatus: 20,
  mediaFilename: 255,
  translationKey: 255,
  languageCode: 10,
} as const;

/** JSON bodies larger than this are refused with 413. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
