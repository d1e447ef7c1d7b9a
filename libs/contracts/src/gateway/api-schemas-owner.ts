import { z } from 'zod';
import {
  listBookingsQuerySchema,
  setBookingArchivedSchema,
  stepBackBookingSchema,
  updateBookingStatusSchema,
} from '../bookings/dtos/booking-messages.dto';
import { exportRangeSchema, pageQuerySchema, windowQuerySchema } from '../engagement/analytics-admin';
import { saveArtificialLikesSchema } from '../engagement/artificial-likes';
import { subscribersQuerySchema } from '../engagement/subscribers';
import {
  autoTranslatePageSchema,
  autoTranslateSchema,
  autoTranslateStringsSchema,
  saveProfileContentSchema,
  saveSectionContentSchema,
  saveTranslationSchema,
} from '../i18n/content';
import { personalDataRequestSchema } from '../privacy/privacy';
import { updateProfileSchema } from '../profile/profile-schemas';
import { createSectionSchema, reorderSectionsSchema, updateSectionSchema } from '../profile/section-schemas';
import { siteIconRequestSchema } from '../profile/site-icon-request';
import { ok, type RouteAnswer, type RouteSchema } from './api-schema-types';
import { addPasskeySchema, renamePasskeySchema } from './passkey-ceremonies';

const DELETED = ok('{ deleted: true }', 'Deleted.');
const JOB_QUEUED = ok('TranslationJobAccepted', 'Queued: the job’s id, to follow at /api/translation-jobs/{id}.', 202);
/** Auto-translation answers 503 while no provider is configured (D-108). */
const NO_PROVIDER = { 503: 'Automatic translation is not set up on this server.' } as const;
const STALE = 'The booking changed meanwhile (`from` is not its status any more); reload it.';
const csv = (description: string): RouteAnswer => ({ status: 200, description, media: 'text/csv' });
const image = (field: string, json: string): Pick<RouteSchema, 'area' | 'upload' | 'answer'> => ({
  area: 'Media',
  upload: field,
  answer: ok(json, 'The stored image, added to the gallery.', 201),
});

/** The owner's routes (`admin(...)` in API_ROUTES); see api-schema-types.ts. */
export const OWNER_ROUTE_SCHEMAS: Record<string, RouteSchema> = {
  'PUT /api/profile': {
    area: 'Profile and sections',
    summary: 'Changes the fields given (D-05).',
    body: updateProfileSchema,
    answer: ok('AdminProfile', 'The saved profile.'),
  },
  'POST /api/profile/image': {
    ...image('image', 'ProfileImageUploaded'),
    summary: 'Uploads a profile photo (the profile is not changed).',
  },
  'PUT /api/profile-content/{profileId}/{language}': {
    area: 'Languages',
    summary: 'Saves the profile’s texts in one language (D-69).',
    body: saveProfileContentSchema,
    answer: ok('ProfileContent', 'The saved texts.'),
  },
  'POST /api/profile-content/{profileId}/auto-translate': {
    area: 'Languages',
    summary: 'Queues the profile’s machine translation.',
    body: autoTranslateSchema,
    answer: JOB_QUEUED,
    errors: NO_PROVIDER,
  },
  'POST /api/sections': {
    area: 'Profile and sections',
    summary: 'Adds a section.',
    body: createSectionSchema,
    answer: ok('Section', 'The new section.', 201),
  },
  'PUT /api/sections/reorder': {
    area: 'Profile and sections',
    summary: 'Reorders the sections (D-07).',
    body: reorderSectionsSchema,
    answer: ok('Section[]', 'Every section in the new order.'),
    errors: { 409: 'The list of sections changed meanwhile; reload it.' },
  },
  'PUT /api/sections/{id}': {
    area: 'Profile and sections',
    summary: 'Changes a section.',
    body: updateSectionSchema,
    answer: ok('Section', 'The saved section.'),
  },
  'DELETE /api/sections/{id}': { area: 'Profile and sections', summary: 'Deletes a section.', answer: DELETED },
  'POST /api/sections/{id}/duplicate': {
    area: 'Profile and sections',
    summary: 'Copies a section.',
    answer: ok('Section', 'The copy.', 201),
  },
  'PUT /api/section-content/{sectionId}/{language}': {
    area: 'Languages',
    summary: 'Saves a section’s texts in one language.',
    body: saveSectionContentSchema,
    answer: ok('SectionContent', 'The saved texts.'),
    errors: { 409: 'Items of the section changed meanwhile (D-79); reload them.' },
  },
  'POST /api/section-content/{sectionId}/auto-translate': {
    area: 'Languages',
    summary: 'Queues a section’s machine translation.',
    body: autoTranslateSchema,
    answer: JOB_QUEUED,
    errors: NO_PROVIDER,
  },
  'PUT /api/translations': {
    area: 'Languages',
    summary: 'Saves one interface string.',
    body: saveTranslationSchema,
    answer: ok('Translation', 'The saved string.'),
  },
  'POST /api/translations/auto-translate': {
    area: 'Languages',
    summary: 'Queues the interface strings’ machine translation.',
    body: autoTranslateStringsSchema,
    answer: JOB_QUEUED,
    errors: NO_PROVIDER,
  },
  'POST /api/translations/init-defaults': {
    area: 'Languages',
    summary: 'Fills in every built-in string in all ten languages.',
    answer: ok('{ keys: number; filled: number }', 'How many strings there are and how many were filled.'),
  },
  'POST /api/page/auto-translate': {
    area: 'Languages',
    summary: 'Queues the whole page’s machine translation (D-68).',
    body: autoTranslatePageSchema,
    answer: JOB_QUEUED,
    errors: NO_PROVIDER,
  },
  'GET /api/translation-jobs/{id}': {
    area: 'Languages',
    summary: 'A translation job’s state.',
    pathParameters: { id: z.string().describe('The job number a 202 answered.') },
    answer: ok('TranslationJobStatus', 'Its progress and outcome.'),
  },
  'GET /api/translation-provider': {
    area: 'Languages',
    summary: 'Whether machine translation is set up (D-108).',
    answer: ok('TranslationProviderStatus', 'Set up or not.'),
  },
  'GET /api/analytics/summary': {
    area: 'Analytics',
    summary: 'The totals.',
    answer: ok('AnalyticsSummary', 'Views, clicks and the rest.'),
  },
  'GET /api/analytics/events': {
    area: 'Analytics',
    summary: 'Recent events, newest first.',
    query: pageQuerySchema,
    answer: ok('AnalyticsEventItem[]', 'One page of events.'),
  },
  'GET /api/analytics/daily': {
    area: 'Analytics',
    summary: 'Views per UTC day.',
    query: windowQuerySchema,
    answer: ok('DailyViews[]', 'One entry per day.'),
  },
  'GET /api/analytics/breakdown': {
    area: 'Analytics',
    summary: 'Views by referrer, browser and device.',
    query: windowQuerySchema,
    answer: ok('AnalyticsBreakdown', 'The breakdown.'),
  },
  'GET /api/analytics/export': {
    area: 'Analytics',
    summary: 'Every event of a range of days.',
    query: exportRangeSchema,
    answer: csv('A CSV file, streamed.'),
  },
  'GET /api/bookings': {
    area: 'Bookings',
    summary: 'One page of booking requests, newest first (D-46).',
    query: listBookingsQuerySchema,
    answer: ok(
      'BookingSubmission[]',
      'The page; the total and the next page’s `before` are in the X-Total-Count and X-Next-Cursor headers.',
    ),
  },
  'GET /api/bookings/stream': {
    area: 'Bookings',
    summary: 'New requests as they arrive (D-47).',
    answer: { status: 200, description: 'Server-sent events.', media: 'text/event-stream' },
  },
  'PUT /api/bookings/{id}/status': {
    area: 'Bookings',
    summary: 'Moves a request to a status (D-18).',
    body: updateBookingStatusSchema,
    answer: ok('BookingSubmission', 'The booking.'),
    errors: { 409: STALE, 422: 'Not a step this booking can take.' },
  },
  'POST /api/bookings/{id}/step-back': {
    area: 'Bookings',
    summary: 'Undoes the newest step (D-114).',
    body: stepBackBookingSchema,
    answer: ok('BookingSubmission', 'The booking.'),
    errors: { 409: STALE, 422: 'The booking has no step to undo.' },
  },
  'PUT /api/bookings/{id}/archived': {
    area: 'Bookings',
    summary: 'Archives or restores a request.',
    body: setBookingArchivedSchema,
    answer: ok('BookingSubmission', 'The booking.'),
  },
  'GET /api/bookings/alerts': {
    area: 'Bookings',
    summary: 'Whether the owner is e-mailed about new requests.',
    answer: ok('BookingAlerts', 'On or off.'),
  },
  'GET /api/media': { area: 'Media', summary: 'The gallery.', answer: ok('MediaItem[]', 'Every stored image.') },
  'POST /api/media': { ...image('file', 'MediaItem'), summary: 'Uploads an image to the gallery.' },
  'DELETE /api/media/{id}': { area: 'Media', summary: 'Deletes an image.', answer: ok('MediaItem', 'The deleted image.') },
  'POST /api/gallery/upload': { ...image('file', 'GalleryImageUploaded'), summary: 'Uploads an image to the gallery.' },
  'POST /api/media/site-icon': {
    area: 'Media',
    summary: 'Fetches a link’s site icon from a public address (D-110).',
    body: siteIconRequestSchema,
    answer: ok('MediaItem', 'The stored icon.', 201),
  },
  'GET /api/artificial-likes': {
    area: 'Likes',
    summary: 'The configured likes (D-12).',
    answer: ok('ArtificialLikes[]', 'One entry per video.'),
  },
  'POST /api/artificial-likes': {
    area: 'Likes',
    summary: 'Sets a video’s configured likes.',
    body: saveArtificialLikesSchema,
    answer: ok('ArtificialLikes', 'The saved figure.'),
  },
  'GET /api/admin/likes': {
    area: 'Likes',
    summary: 'Real and configured likes of every video (D-62).',
    answer: ok('AdminLikes', 'The figures.'),
  },
  'GET /api/admin/subscribers': {
    area: 'Subscribers',
    summary: 'One page of newsletter subscribers (D-63).',
    query: subscribersQuerySchema,
    answer: ok('SubscriberPage', 'The page, the total and the next cursor.'),
  },
  'GET /api/admin/subscribers/export': {
    area: 'Subscribers',
    summary: 'Every matching subscriber.',
    query: subscribersQuerySchema,
    answer: csv('A CSV file, streamed.'),
  },
  'DELETE /api/admin/subscribers/{id}': { area: 'Subscribers', summary: 'Deletes a subscriber.', answer: DELETED },
  'GET /api/admin/access-stats': { area: 'Analytics', summary: 'The access log’s figures.', answer: ok('AccessStats', 'The figures.') },
  'GET /api/admin/access-logs': {
    area: 'Analytics',
    summary: 'The access log, newest first.',
    query: pageQuerySchema,
    answer: ok('AccessLogEntry[]', 'One page of entries.'),
  },
  'GET /api/admin/privacy/export': {
    area: 'Privacy',
    summary: 'Everything stored about one contact (D-90).',
    query: personalDataRequestSchema,
    answer: ok('PersonalData', 'The rows.'),
  },
  'POST /api/admin/privacy/erase': {
    area: 'Privacy',
    summary: 'Erases everything stored about one contact.',
    body: personalDataRequestSchema,
    answer: ok('ErasedRows', 'How many rows of each kind.'),
  },
  'GET /api/admin/privacy/erasures': { area: 'Privacy', summary: 'The erase log.', answer: ok('Erasure[]', 'Every erasure.') },
  'POST /api/admin/logout-all': {
    area: 'Session',
    summary: 'Ends every owner session (D-94).',
    answer: ok('AdminLogoutAllResponse', 'How many ended.'),
  },
  'GET /api/admin/passkeys': { area: 'Passkeys', summary: 'The owner’s passkeys (D-95).', answer: ok('Passkey[]', 'Every passkey.') },
  'POST /api/admin/passkeys/registration-options': {
    area: 'Passkeys',
    summary: 'A challenge for adding a passkey.',
    answer: ok('PublicKeyCredentialCreationOptionsJSON', 'WebAuthn creation options.'),
  },
  'POST /api/admin/passkeys': {
    area: 'Passkeys',
    summary: 'Adds a passkey.',
    body: addPasskeySchema,
    answer: ok('Passkey', 'The new passkey.', 201),
    errors: { 409: 'This passkey is added already, or there are as many as there can be.' },
  },
  'PUT /api/admin/passkeys/{id}': {
    area: 'Passkeys',
    summary: 'Renames a passkey.',
    body: renamePasskeySchema,
    answer: ok('Passkey', 'The passkey.'),
  },
  'DELETE /api/admin/passkeys/{id}': { area: 'Passkeys', summary: 'Removes a passkey.', answer: ok('Passkey', 'The removed passkey.') },
  'GET /api/admin/demo': {
    area: 'Demo content',
    summary: 'What is still the demo’s (D-111).',
    answer: ok('DemoSummary', 'The demo rows left.'),
  },
  'POST /api/admin/clear-demo': {
    area: 'Demo content',
    summary: 'Clears the demo’s rows.',
    answer: ok('DemoSummary', 'What is left (nothing).'),
  },
};
