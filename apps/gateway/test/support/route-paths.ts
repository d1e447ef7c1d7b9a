import { API_ROUTES, type ApiRoute } from '@stagelink/contracts';

/** A concrete path for a route template: ids become 1, languages become 'en'. */
export function concretePath(route: ApiRoute): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'language' ? 'en' : '1'));
}

export const adminRoutes = API_ROUTES.filter((route) => route.access === 'admin');
export const visitorRoutes = API_ROUTES.filter((route) => route.access === 'visitor');
