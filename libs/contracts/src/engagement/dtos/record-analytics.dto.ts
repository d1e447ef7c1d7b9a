import { z } from 'zod';
import { fields, oneOf, optional, said, text, wholeNumber } from '../../common/field-rules';
import { MAX_ROW_ID } from '../../common/limits';
import { qrSource } from '../../gateway/dtos/qr-code-query.dto';
import { SECTION_TYPES } from '../../profile/section-data';
import { ANALYTICS_EVENTS } from '../engagement';

export const MAX_REFERRER_LENGTH = 2048;
export const MAX_USER_AGENT_LENGTH = 1000;
const MAX_PAGE_LENGTH = 2048;
// An ISO 8601 timestamp with a zone and fractions is about 30 characters.
const MAX_TIMESTAMP_LENGTH = 40;
// CSS pixels: an 8K screen zoomed out to 25 % is about 30,000 wide.
const MAX_VIEWPORT_PIXELS = 32767;
const MAX_SERVICE_LENGTH = 50;

const storableText = (max: number) => optional(text({ max, storable: true }));
const pixels = () => wholeNumber({ min: 0, max: MAX_VIEWPORT_PIXELS });

/** A moment as `Date.prototype.toISOString` writes it, or with another offset or none. */
const timestamp = () =>
  z.iso
    .datetime({
      offset: true,
      local: true,
      error: (issue) => (issue.code === 'invalid_type' ? said.string : '$property must be a valid ISO 8601 date string'),
    })
    .max(MAX_TIMESTAMP_LENGTH, said.maxLength(MAX_TIMESTAMP_LENGTH));

/**
 * An event's metadata: the fields of admin_exit_click (sent by
 * apps/web/src/features/admin/shell/admin-panel.tsx), the type of the section a link
 * card's click came from (apps/web/src/features/profile/components/sections/link-section.tsx),
 * and the collaboration service a booking_click was for (profile-page.tsx). Every field is bounded,
 * and any other key is refused at every level, so an event is a few kilobytes at most, whatever
 * a caller sends.
 */
export const analyticsMetadataSchema = fields({
  timestamp: optional(timestamp()),
  userAgent: storableText(MAX_USER_AGENT_LENGTH),
  /** The browser window's size in CSS pixels. */
  viewport: optional(fields({ width: pixels(), height: pixels() })),
  page: storableText(MAX_PAGE_LENGTH),
  referrer: storableText(MAX_REFERRER_LENGTH),
  type: optional(oneOf(SECTION_TYPES, `type must be one of ${SECTION_TYPES.join(', ')}`)),
  /** A booking's serviceType is at most 50 characters, and so is the service it names. */
  service: storableText(MAX_SERVICE_LENGTH),
});

/** What `POST /api/analytics` takes; the gateway adds the visitor for the engagement service. */
export const recordAnalyticsFields = {
  event: oneOf(ANALYTICS_EVENTS, `event must be one of ${ANALYTICS_EVENTS.join(', ')}`),
  /** The `integer` column's range; whether the section exists the gateway checks. */
  sectionId: optional(
    wholeNumber({
      min: 1,
      max: MAX_ROW_ID,
      type: 'sectionId must be a whole number',
      minMessage: 'sectionId must be positive',
      maxMessage: `sectionId must be at most ${MAX_ROW_ID}`,
    }),
  ),
  referrer: storableText(MAX_REFERRER_LENGTH),
  /** The `utm_source` of the address a page view came to: the QR code it was scanned from (docs/decisions.md, D-126). */
  utmSource: optional(qrSource()),
  metadata: optional(fields(analyticsMetadataSchema.shape, 'metadata must be an object')),
};

/** `POST /api/analytics`. */
export const recordAnalyticsSchema = z.strictObject(recordAnalyticsFields);
export type RecordAnalyticsDto = z.output<typeof recordAnalyticsSchema>;
