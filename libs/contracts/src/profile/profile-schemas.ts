import { z } from 'zod';
import { RULE_WORDS } from '../common/rule-words';
import { boundedText, imageAddress, safeLink } from '../common/schema-check';
import { isTimeZone } from './countries';
import {
  BACKGROUND_ANIMATIONS,
  BACKGROUND_TYPES,
  BOOKING_BUTTON_ANIMATIONS,
  BOOKING_BUTTON_POSITIONS,
  BOOKING_BUTTON_WIDTH,
  BOOKING_ICONS,
  MAX_CUSTOM_SCRIPT,
  MAX_MODAL_BUTTONS,
  MAX_PROFILE_DESCRIPTION,
  MAX_PROFILE_NAME,
  MODAL_BUTTON_COLORS,
  MODAL_BUTTON_TYPES,
  TRACKING_ID_SHAPES,
} from './profile-constants';

/**
 * What `PUT /api/profile` accepts (docs/decisions.md, D-05): any of the spec's partial bodies,
 * each part checked in full; unknown fields are dropped. The admin forms use the same schemas.
 */

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, `must be a ${RULE_WORDS.colour}`)
  .transform((color) => color.toLowerCase());

export const backgroundVariantSchema = z.object({
  type: z.enum(BACKGROUND_TYPES),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  animationEnabled: z.boolean(),
  animationType: z.enum(BACKGROUND_ANIMATIONS),
});

/** A light and dark pair; older data holds one variant for both, which is still accepted. */
export const backgroundSettingsSchema = z.union([
  z.object({ light: backgroundVariantSchema, dark: backgroundVariantSchema }),
  backgroundVariantSchema,
]);

/** Empty or '#' means the page's built-in text (spec section 2). */
const legalLink = safeLink().or(z.literal('#'));

export const footerSettingsSchema = z.object({
  copyrightName: boundedText(MAX_PROFILE_NAME),
  copyrightYear: boundedText(20),
  privacyPolicyUrl: legalLink,
  termsOfServiceUrl: legalLink,
});

export const bookingButtonSettingsSchema = z.object({
  text: z.string().trim().min(1, 'Button text is required').max(100, 'Button text must be at most 100 characters'),
  icon: z.enum(BOOKING_ICONS).default('Calendar'),
  width: z
    .number({ message: 'Width must be a number' })
    .int('Width must be a whole number')
    .min(BOOKING_BUTTON_WIDTH.min, `Width must be at least ${BOOKING_BUTTON_WIDTH.min}`)
    .max(BOOKING_BUTTON_WIDTH.max, `Width must be at most ${BOOKING_BUTTON_WIDTH.max}`),
  animationType: z.enum(BOOKING_BUTTON_ANIMATIONS),
  position: z.enum(BOOKING_BUTTON_POSITIONS),
  isVisible: z.boolean(),
});

const MODAL_COLOR_VALUES = Object.values(MODAL_BUTTON_COLORS) as [string, ...string[]];

export const modalButtonSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, 'id must be 1 to 64 letters, digits, dashes or underscores'),
    type: z.enum(MODAL_BUTTON_TYPES),
    text: z.string().trim().min(1, 'Button text is required').max(100, 'Button text must be at most 100 characters'),
    icon: z.enum(BOOKING_ICONS),
    color: z.enum(MODAL_COLOR_VALUES, { message: 'color must be one of the six colours' }),
    phone: z
      .string()
      .trim()
      .max(50)
      .regex(/^\+?[\d\s().-]*$/, `Phone ${RULE_WORDS.phone}, dashes, dots, brackets and a leading +`)
      .default(''),
    actionUrl: safeLink(),
    order: z.number().int().min(0).max(1000),
    isVisible: z.boolean(),
  })
  .refine((button) => button.type !== 'custom' || button.actionUrl !== '', {
    message: `A custom button ${RULE_WORDS.customButtonUrl}`,
    path: ['actionUrl'],
  });

export const bookingModalSettingsSchema = z.object({
  title: z.string().trim().min(1, 'Modal title is required').max(255, 'Modal title must be at most 255 characters'),
  description: z.string().trim().min(1, 'Modal description is required').max(2000, 'Modal description must be at most 2000 characters'),
  buttons: z
    .array(modalButtonSchema)
    .max(MAX_MODAL_BUTTONS, `At most ${MAX_MODAL_BUTTONS} buttons`)
    .refine((buttons) => new Set(buttons.map((button) => button.id)).size === buttons.length, 'Each button needs its own id'),
  fields: z
    .object(
      { eventDate: z.boolean(), venue: z.boolean(), budget: z.boolean() },
      { message: 'fields must say which optional fields are on' },
    )
    .optional(),
});

const trackingId = (shape: (typeof TRACKING_ID_SHAPES)[keyof typeof TRACKING_ID_SHAPES], name: string) =>
  z
    .string()
    .trim()
    .refine((id) => id === '' || shape.pattern.test(id), `${name} ${RULE_WORDS.shape} ${shape.example}`);

/** Enabled with nothing set would inject nothing: it is refused, so the switch never lies. */
const enabledNeedsIt = (field: string, label: string) => ({ message: `Enter the ${label} ${RULE_WORDS.enableNeedsIt}`, path: [field] });

export const trackingSettingsSchema = z.object({
  googleAnalytics: z
    .object({ measurementId: trackingId(TRACKING_ID_SHAPES.measurementId, 'The measurement ID'), enabled: z.boolean() })
    .refine((s) => !s.enabled || s.measurementId !== '', enabledNeedsIt('measurementId', 'measurement ID')),
  googleTagManager: z
    .object({ containerId: trackingId(TRACKING_ID_SHAPES.containerId, 'The container ID'), enabled: z.boolean() })
    .refine((s) => !s.enabled || s.containerId !== '', enabledNeedsIt('containerId', 'container ID')),
  facebookPixel: z
    .object({ pixelId: trackingId(TRACKING_ID_SHAPES.pixelId, 'The pixel ID'), enabled: z.boolean() })
    .refine((s) => !s.enabled || s.pixelId !== '', enabledNeedsIt('pixelId', 'pixel ID')),
  customScripts: z
    .object({
      headScripts: z.string().max(MAX_CUSTOM_SCRIPT, `must be at most ${MAX_CUSTOM_SCRIPT} characters`),
      bodyScripts: z.string().max(MAX_CUSTOM_SCRIPT, `must be at most ${MAX_CUSTOM_SCRIPT} characters`),
      enabled: z.boolean(),
    })
    .refine(
      (s) => !s.enabled || s.headScripts.trim() !== '' || s.bodyScripts.trim() !== '',
      enabledNeedsIt('headScripts', 'head or body script'),
    ),
});

/** `PUT /api/profile`: any of the parts, at least one. A blank or null photo means the default avatar. */
export const updateProfileSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(MAX_PROFILE_NAME, `Name must be at most ${MAX_PROFILE_NAME} characters`),
    description: z.string().trim().max(MAX_PROFILE_DESCRIPTION, `Description must be at most ${MAX_PROFILE_DESCRIPTION} characters`),
    profileImage: imageAddress()
      .nullable()
      .transform((image) => image || null),
    backgroundSettings: backgroundSettingsSchema,
    footerSettings: footerSettingsSchema,
    bookingButtonSettings: bookingButtonSettingsSchema,
    bookingModalSettings: bookingModalSettingsSchema,
    trackingSettings: trackingSettingsSchema,
    timeZone: z.string().trim().refine(isTimeZone, `Time zone must be an ${RULE_WORDS.timeZone} name, such as Europe/Rome`),
  })
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Send at least one field of the profile to change');

export type UpdateProfileRequest = z.output<typeof updateProfileSchema>;
