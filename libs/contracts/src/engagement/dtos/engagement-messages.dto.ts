import { z } from 'zod';
import { fields, optional, rowId, said, text, wholeNumber } from '../../common/field-rules';
import { MAX_ROW_ID } from '../../common/limits';
import { MAX_VIDEO_INDEX } from './like-video.dto';
import { contactFields } from './newsletter-contact.dto';
import { MAX_USER_AGENT_LENGTH, recordAnalyticsFields } from './record-analytics.dto';

/** More videos than any page holds: a bound on one message, not a rule of the product. */
const MAX_PAGE_VIDEOS = 2000;

/** The `ip_address varchar(45)` columns; the gateway's hash is 43 characters. */
const MAX_VISITOR_LENGTH = 45;

/*
 * Who the visitor is, as the gateway tells the engagement service: a keyed hash of the IP
 * (docs/decisions.md, D-13), never the IP itself, and the user agent cut to a sane length. The
 * service checks them again, so nothing on NATS reaches a column it does not fit.
 */
const visitorHash = () => text({ max: MAX_VISITOR_LENGTH, storable: true });
const userAgent = () => optional(text({ max: MAX_USER_AGENT_LENGTH, storable: true }));
const sectionId = () => rowId(MAX_ROW_ID);
const videoIndex = () => wholeNumber({ min: 0, max: MAX_VIDEO_INDEX });

const visitorFields = { visitor: visitorHash(), userAgent: userAgent() };
export const visitorSchema = fields(visitorFields);
export type VisitorDto = z.output<typeof visitorSchema>;

/** A like of a video the gateway has checked exists (apps/gateway/src/engagement/likable-video.ts). */
export const videoLikeMessageSchema = fields({ sectionId: sectionId(), videoIndex: videoIndex(), ...visitorFields });
export type VideoLikeMessageDto = z.output<typeof videoLikeMessageSchema>;

export const analyticsMessageSchema = fields({ ...visitorFields, ...recordAnalyticsFields });
export type AnalyticsMessageDto = z.output<typeof analyticsMessageSchema>;

export const addContactMessageSchema = fields({ id: rowId(MAX_ROW_ID), ...contactFields });
export type AddContactMessageDto = z.output<typeof addContactMessageSchema>;

/** A video of a section, by its place in the section's list. */
export const videoRefSchema = fields({ sectionId: sectionId(), videoIndex: videoIndex() });
export type VideoRefDto = z.output<typeof videoRefSchema>;

/** The page's videos at once: their totals, and with a visitor, whether that visitor likes each. */
export const videoLikesMessageSchema = fields({
  videos: z.array(videoRefSchema, { error: said.array }).max(MAX_PAGE_VIDEOS, said.maxItems(MAX_PAGE_VIDEOS)),
  visitor: optional(visitorHash()),
});
export type VideoLikesMessageDto = z.output<typeof videoLikesMessageSchema>;
