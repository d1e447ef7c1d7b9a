import { z } from 'zod';
import { createBookingSchema } from '../bookings/dtos/create-booking.dto';
import { LANGUAGES } from '../common/languages';
import { MAX_ROW_ID } from '../common/limits';
import { likeVideoQuerySchema, likeVideoSchema } from '../engagement/dtos/like-video.dto';
import {
  addNewsletterContactSchema,
  subscribeNewsletterSchema,
  unsubscribeNewsletterSchema,
} from '../engagement/dtos/newsletter-contact.dto';
import { recordAnalyticsSchema } from '../engagement/dtos/record-analytics.dto';
import { ok, type RouteSchema } from './api-schema-types';
import { OWNER_ROUTE_SCHEMAS } from './api-schemas-owner';
import { adminLoginSchema } from './dtos/admin-login.dto';
import { authenticationResponseSchema } from './passkey-ceremonies';

/** `?language=`, read where the path has no `{language}` (D-01); a row id in the query, as the path's. */
const languageQuery = z.object({ language: z.enum(LANGUAGES) });
const profileContentQuery = languageQuery.extend({ profileId: z.coerce.number().int().min(1).max(MAX_ROW_ID) });

const OWNER_GETS_MORE = 'The owner, signed in, gets the full rows (hidden ones too); visitors get the cached public copy.';

/** The public page, visitor actions, the session, health, and the contract's own two routes. */
const PAGE_AND_SESSION_ROUTE_SCHEMAS: Record<string, RouteSchema> = {
  'GET /api/profile': { area: 'Public page', summary: 'The artist profile.', answer: ok('PublicProfile | AdminProfile', OWNER_GETS_MORE) },
  'GET /api/sections': { area: 'Public page', summary: 'The sections in page order.', answer: ok('Section[]', OWNER_GETS_MORE) },
  'GET /api/profile-content': {
    area: 'Public page',
    summary: "The profile's texts in one language (query form).",
    query: profileContentQuery,
    answer: ok('ProfileContent', 'The translated name, description and booking texts.'),
    errors: { 404: 'Not the profile of this page.' },
  },
  'GET /api/profile-content/{profileId}/{language}': {
    area: 'Public page',
    summary: "The profile's texts in one language.",
    answer: ok('ProfileContent', 'The translated name, description and booking texts.'),
  },
  'GET /api/section-contents': {
    area: 'Public page',
    summary: "Every section's texts in one language (query form).",
    query: languageQuery,
    answer: ok('SectionContent[]', 'One entry per translated section.'),
  },
  'GET /api/section-contents/{language}': {
    area: 'Public page',
    summary: "Every section's texts in one language.",
    answer: ok('SectionContent[]', 'One entry per translated section.'),
  },
  'GET /api/section-content/{sectionId}/{language}': {
    area: 'Public page',
    summary: "One section's texts in one language.",
    answer: ok('SectionContent', "The section's translated texts."),
  },
  'GET /api/translations': {
    area: 'Public page',
    summary: 'The interface strings the server holds.',
    answer: ok('Translation[]', OWNER_GETS_MORE),
  },
  'GET /api/sections/{sectionId}/likes': {
    area: 'Visitor actions',
    summary: "One video's likes, and whether this visitor likes it.",
    query: likeVideoQuerySchema,
    answer: ok('LikeState', 'The total and this visitor’s like.'),
  },
  'GET /api/likes': {
    area: 'Visitor actions',
    summary: 'Every video’s likes at once (D-55).',
    answer: ok('VideoLikes[]', 'One entry per video.'),
  },
  'POST /api/sections/{sectionId}/like': {
    area: 'Visitor actions',
    summary: 'Likes or unlikes a video.',
    body: likeVideoSchema,
    answer: ok('LikeState', 'The new total and this visitor’s like.'),
    rateLimited: true,
  },
  'POST /api/analytics': {
    area: 'Visitor actions',
    summary: 'Records a page event.',
    body: recordAnalyticsSchema,
    answer: ok('{ recorded: true }', 'Recorded.', 201),
    rateLimited: true,
  },
  'POST /api/newsletter': {
    area: 'Visitor actions',
    summary: 'Subscribes an e-mail address or a phone number.',
    body: subscribeNewsletterSchema,
    answer: ok('NewsletterSubscribed', 'The subscription, with the token its second contact needs.', 201),
    rateLimited: true,
    idempotent: true,
  },
  'PUT /api/newsletter/{id}': {
    area: 'Visitor actions',
    summary: 'Adds the other contact to a subscription.',
    body: addNewsletterContactSchema,
    answer: ok('NewsletterSubscription', 'The subscription.'),
    errors: { 403: 'The token is not this subscription’s.' },
    rateLimited: true,
    idempotent: true,
  },
  'POST /api/newsletter/{id}/unsubscribe': {
    area: 'Visitor actions',
    summary: 'Ends a subscription with its unsubscribe link’s token.',
    body: unsubscribeNewsletterSchema,
    answer: ok("{ status: 'unsubscribed' }", 'Unsubscribed (also when it had ended already).'),
    errors: { 403: 'This unsubscribe link is not valid.' },
    rateLimited: true,
  },
  'POST /api/bookings': {
    area: 'Visitor actions',
    summary: 'Sends a booking request.',
    body: createBookingSchema,
    answer: ok('BookingSubmission', 'The stored request.', 201),
    rateLimited: true,
    idempotent: true,
  },
  'POST /api/admin/login': {
    area: 'Session',
    summary: 'Signs the owner in with the password; sets the session cookie.',
    body: adminLoginSchema,
    answer: ok('AdminLoginResponse', 'Signed in.'),
    errors: { 401: 'Invalid password.', 429: 'Too many failed attempts; try again later.' },
  },
  'GET /api/admin/check': {
    area: 'Session',
    summary: 'Whether this request carries the owner’s session.',
    answer: ok('AdminCheckResponse', '`{ authenticated }`.'),
  },
  'POST /api/admin/logout': { area: 'Session', summary: 'Ends this session.', answer: ok('{ success: true }', 'Signed out.') },
  'POST /api/admin/passkey-login/options': {
    area: 'Session',
    summary: 'A challenge for signing in with a passkey.',
    answer: ok('PublicKeyCredentialRequestOptionsJSON', 'WebAuthn request options.'),
    rateLimited: true,
  },
  'POST /api/admin/passkey-login': {
    area: 'Session',
    summary: 'Signs the owner in with a passkey’s signed answer; sets the session cookie.',
    body: authenticationResponseSchema,
    answer: ok('AdminLoginResponse', 'Signed in.'),
    errors: { 401: 'The passkey could not be verified.' },
    rateLimited: true,
  },
  'GET /api/health': {
    area: 'Health',
    summary: 'Whether every part of the server answers.',
    answer: ok('HealthCheckResult', 'Every part up (a 503 names the parts down); the owner also gets the details.'),
  },
  'GET /api/health/live': { area: 'Health', summary: 'Liveness: answers at once.', answer: ok("{ status: 'ok' }", 'The process runs.') },
  // Owner-only (`admin(...)`): see D-143 for why.
  'GET /api/openapi.json': {
    area: 'API contract',
    summary: 'This document (D-143).',
    answer: ok('OpenAPI 3.1 document', 'The contract of every route.'),
  },
  'GET /api/docs': {
    area: 'API contract',
    summary: 'This document as a page for the owner (D-143).',
    answer: { status: 200, description: 'An HTML page.', media: 'text/html' },
  },
};

/** Every route's entry (docs/decisions.md, D-143); a route of API_ROUTES without one fails the document's test. */
export const API_ROUTE_SCHEMAS: Readonly<Record<string, RouteSchema>> = { ...PAGE_AND_SESSION_ROUTE_SCHEMAS, ...OWNER_ROUTE_SCHEMAS };

export const routeSchemaKey = (method: string, path: string): string => `${method} ${path}`;
