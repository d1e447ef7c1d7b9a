/**
 * Every API call of the product, with who may make it. The gateway's admin guard denies by
 * default and lets through only the `visitor` routes below, so a route added later is
 * admin-only until it is listed here on purpose.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteAccess = 'visitor' | 'admin';

/** What a write's body may be: JSON, or a multipart upload where the spec uploads files. */
export type RequestBodyKind = 'json' | 'multipart';

export interface ApiRoute {
  method: HttpMethod;
  /** Path template; `{name}` stands for one path segment. */
  path: string;
  access: RouteAccess;
  body: RequestBodyKind;
}

const visitor = (method: HttpMethod, path: string): ApiRoute => ({ method, path, access: 'visitor', body: 'json' });
const admin = (method: HttpMethod, path: string, body: RequestBodyKind = 'json'): ApiRoute => ({ method, path, access: 'admin', body });

export const API_ROUTES: readonly ApiRoute[] = [
  // Public reads of the page.
  visitor('GET', '/api/profile'),
  visitor('GET', '/api/sections'),
  visitor('GET', '/api/profile-content'),
  visitor('GET', '/api/profile-content/{profileId}/{language}'),
  visitor('GET', '/api/section-contents'),
  visitor('GET', '/api/section-contents/{language}'),
  visitor('GET', '/api/section-content/{sectionId}/{language}'),
  visitor('GET', '/api/translations'),
  // Visitor writes.
  visitor('GET', '/api/sections/{sectionId}/likes'),
  // Every video's likes of the page at once (docs/decisions.md, D-55).
  visitor('GET', '/api/likes'),
  visitor('POST', '/api/sections/{sectionId}/like'),
  visitor('POST', '/api/analytics'),
  visitor('POST', '/api/newsletter'),
  visitor('PUT', '/api/newsletter/{id}'),
  visitor('POST', '/api/newsletter/{id}/unsubscribe'),
  visitor('POST', '/api/bookings'),
  // Session and health.
  visitor('POST', '/api/admin/login'),
  visitor('GET', '/api/admin/check'),
  visitor('POST', '/api/admin/logout'),
  // Signing in with a passkey (docs/decisions.md, D-95): the challenge, then the signed answer.
  visitor('POST', '/api/admin/passkey-login/options'),
  visitor('POST', '/api/admin/passkey-login'),
  visitor('GET', '/api/health'),
  visitor('GET', '/api/health/live'),

  admin('PUT', '/api/profile'),
  admin('POST', '/api/profile/image', 'multipart'),
  admin('PUT', '/api/profile-content/{profileId}/{language}'),
  admin('POST', '/api/profile-content/{profileId}/auto-translate'),
  admin('POST', '/api/sections'),
  admin('PUT', '/api/sections/reorder'),
  admin('PUT', '/api/sections/{id}'),
  admin('DELETE', '/api/sections/{id}'),
  admin('POST', '/api/sections/{id}/duplicate'),
  admin('PUT', '/api/section-content/{sectionId}/{language}'),
  admin('POST', '/api/section-content/{sectionId}/auto-translate'),
  admin('PUT', '/api/translations'),
  admin('POST', '/api/translations/auto-translate'),
  admin('POST', '/api/translations/init-defaults'),
  // The whole page in one translation job, and any job's state (docs/decisions.md, D-68).
  admin('POST', '/api/page/auto-translate'),
  admin('GET', '/api/translation-jobs/{id}'),
  // Whether automatic translation is set up on this server (docs/decisions.md, D-108).
  admin('GET', '/api/translation-provider'),
  admin('GET', '/api/analytics/summary'),
  admin('GET', '/api/analytics/events'),
  admin('GET', '/api/analytics/daily'),
  admin('GET', '/api/analytics/breakdown'),
  admin('GET', '/api/analytics/export'),
  admin('GET', '/api/bookings'),
  // Server-sent events: new submissions while the owner's inbox is open (docs/decisions.md, D-47).
  admin('GET', '/api/bookings/stream'),
  admin('PUT', '/api/bookings/{id}/status'),
  // The inbox an artist can live in: a step back, archiving, whether alerts are on (docs/decisions.md, D-114).
  admin('POST', '/api/bookings/{id}/step-back'),
  admin('PUT', '/api/bookings/{id}/archived'),
  admin('GET', '/api/bookings/alerts'),
  admin('GET', '/api/media'),
  admin('POST', '/api/media', 'multipart'),
  admin('DELETE', '/api/media/{id}'),
  admin('POST', '/api/gallery/upload', 'multipart'),
  // A custom link's site icon, fetched from public addresses only (docs/decisions.md, D-110).
  admin('POST', '/api/media/site-icon'),
  admin('GET', '/api/artificial-likes'),
  admin('POST', '/api/artificial-likes'),
  admin('GET', '/api/admin/likes'),
  admin('GET', '/api/admin/subscribers'),
  admin('GET', '/api/admin/subscribers/export'),
  admin('DELETE', '/api/admin/subscribers/{id}'),
  admin('GET', '/api/admin/access-stats'),
  admin('GET', '/api/admin/access-logs'),
  // A person's data, on request: export, erase and the erase log (docs/decisions.md, D-90).
  admin('GET', '/api/admin/privacy/export'),
  admin('POST', '/api/admin/privacy/erase'),
  admin('GET', '/api/admin/privacy/erasures'),
  // Every owner session ends at once, open streams included (docs/decisions.md, D-94).
  admin('POST', '/api/admin/logout-all'),
  // The owner's passkeys (docs/decisions.md, D-95).
  admin('GET', '/api/admin/passkeys'),
  admin('POST', '/api/admin/passkeys/registration-options'),
  admin('POST', '/api/admin/passkeys'),
  admin('PUT', '/api/admin/passkeys/{id}'),
  admin('DELETE', '/api/admin/passkeys/{id}'),
  // Starting from a blank page: what is still the demo's, and clearing it (docs/decisions.md, D-111).
  admin('GET', '/api/admin/demo'),
  admin('POST', '/api/admin/clear-demo'),
  // The API's contract, generated from this table and api-schemas.ts, and its page (docs/decisions.md, D-143).
  admin('GET', '/api/openapi.json'),
  admin('GET', '/api/docs'),
];

/** A HEAD request is answered by the GET route of its path, so it matches that route. */
export function routeMatches(route: ApiRoute, method: string, path: string): boolean {
  if (route.method !== (method === 'HEAD' ? 'GET' : method)) return false;
  const expected = route.path.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) => (segment.startsWith('{') ? actual[index] !== '' : segment === actual[index]));
}

export function isVisitorRoute(method: string, path: string): boolean {
  return API_ROUTES.some((route) => route.access === 'visitor' && routeMatches(route, method, path));
}

const ANY_PARAMETER = '{}';
const templateKey = (method: string, template: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${template.replace(/\{\w+\}/g, ANY_PARAMETER)}`;
const ROUTES_BY_TEMPLATE = new Map(API_ROUTES.map((route) => [templateKey(route.method, route.path), route]));

/**
 * The table's entry for a route the HTTP router matched, found by the router's own pattern
 * (`/api/sections/:sectionId/like`), so that access is decided on exactly the route that will
 * answer, whatever spelling of the path reached it. A pattern nobody listed has no entry.
 */
export function routeOfPattern(method: string, pattern: string): ApiRoute | undefined {
  return ROUTES_BY_TEMPLATE.get(templateKey(method, pattern.replace(/:\w+/g, ANY_PARAMETER)));
}
