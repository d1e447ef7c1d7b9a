import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The owner's interface translations, which i18n reads at start (spec section 9): none, so the built-in texts show.
const noServerTranslations = http.get('/api/translations', () => HttpResponse.json([]));

/** Requests no test answered, since the last check: each fails its test (setup.ts). */
export const unhandledRequests: string[] = [];

/**
 * The network edge of every component test: requests leave the app's own api-client as in the
 * browser and are answered here (D-167).
 */
export const server = setupServer(noServerTranslations);

/**
 * MSW's 'error' strategy: the request fails and the error is printed. The app may well swallow
 * that failure (a query shown as "could not be loaded"), so the request is also kept and the
 * test failed for it after it ends.
 */
export function listenFailingUnhandled(): void {
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
}
