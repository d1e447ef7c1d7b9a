import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// The owner's interface translations, which i18n reads at start (spec section 9): none, so the built-in texts show.
const noServerTranslations = http.get('/api/translations', () => HttpResponse.json([]));

/**
 * The network edge of every component test: requests leave the app's own api-client as in the
 * browser and are answered here (D-167). A request no test answered fails the test.
 */
export const server = setupServer(noServerTranslations);
