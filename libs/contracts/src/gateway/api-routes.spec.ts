import { API_ROUTES, isVisitorRoute, routeMatches, routeOfPattern } from './api-routes';
import { SPA_PAGES, SPA_ROUTES } from './spa-pages';

describe('api routes', () => {
  it('matches a template segment by segment, a {name} standing for one non-empty segment', () => {
    const route = { method: 'POST' as const, path: '/api/sections/{sectionId}/like', access: 'visitor' as const, body: 'json' as const };
    expect(routeMatches(route, 'POST', '/api/sections/12/like')).toBe(true);
    expect(routeMatches(route, 'POST', '/api/sections//like')).toBe(false);
    expect(routeMatches(route, 'POST', '/api/sections/12/like/extra')).toBe(false);
    expect(routeMatches(route, 'GET', '/api/sections/12/like')).toBe(false);
  });

  it('opens to visitors only the calls they may make', () => {
    expect(isVisitorRoute('POST', '/api/sections/3/like')).toBe(true);
    expect(isVisitorRoute('GET', '/api/sections')).toBe(true);
    expect(isVisitorRoute('POST', '/api/sections')).toBe(false);
    expect(isVisitorRoute('PUT', '/api/sections/reorder')).toBe(false);
    expect(isVisitorRoute('POST', '/api/sections/3/duplicate')).toBe(false);
    expect(isVisitorRoute('GET', '/api/bookings')).toBe(false);
    expect(isVisitorRoute('POST', '/api/bookings')).toBe(true);
  });

  it('treats a route nobody listed as admin-only', () => {
    expect(isVisitorRoute('GET', '/api/future-feature')).toBe(false);
  });

  it('lists each call once', () => {
    const keys = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe(routeOfPattern.name, () => {
  it("finds a route by the router's pattern, whatever its parameters are called", () => {
    expect(routeOfPattern('POST', '/api/sections/:id/like')).toMatchObject({ path: '/api/sections/{sectionId}/like', access: 'visitor' });
    expect(routeOfPattern('HEAD', '/api/profile')).toMatchObject({ method: 'GET', access: 'visitor' });
    expect(routeOfPattern('PUT', '/api/sections/reorder')).toMatchObject({ path: '/api/sections/reorder', access: 'admin' });
    expect(routeOfPattern('PUT', '/api/sections/:id')).toMatchObject({ path: '/api/sections/{id}', access: 'admin' });
  });

  it('knows no route that the table does not list', () => {
    expect(routeOfPattern('GET', '/api/future/:id')).toBeUndefined();
    expect(routeOfPattern('DELETE', '/api/profile')).toBeUndefined();
  });
});

describe('SPA_PAGES', () => {
  it('guards every owner page like /admin, and only those (docs/decisions.md, D-20)', () => {
    expect(SPA_PAGES.filter((page) => page.guarded).map((page) => page.path)).toEqual(['/admin', '/bookings', '/admin/access-logs']);
  });

  it('gives the gateway the same paths, each once', () => {
    expect(SPA_ROUTES).toEqual(SPA_PAGES.map((page) => page.path));
    expect(new Set(SPA_ROUTES).size).toBe(SPA_ROUTES.length);
  });
});
