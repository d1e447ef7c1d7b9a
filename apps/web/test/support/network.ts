import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './server';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface Recorded {
  /** The JSON bodies the app sent, in order (undefined for a request without one). */
  bodies: unknown[];
  /** The query strings' parameters of each request. */
  searches: URLSearchParams[];
  headers: Headers[];
}

/**
 * Answers `method path` with `body` and `status` for the rest of the test, and records what
 * the app sent: the assertions read the request as it left the app, not our modules' calls.
 */
export function answer(method: Method, path: string, body: JsonBodyType = null, status = 200): Recorded {
  const recorded: Recorded = { bodies: [], searches: [], headers: [] };
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      recorded.bodies.push(text ? JSON.parse(text) : undefined);
      recorded.searches.push(new URL(request.url).searchParams);
      recorded.headers.push(request.headers);
      return HttpResponse.json(body, { status });
    }),
  );
  return recorded;
}

/** A refusal with our JSON error body (`{ message }`), as the gateway words them. */
export const refuse = (method: Method, path: string, status: number, message = 'Refused'): Recorded =>
  answer(method, path, { statusCode: status, message }, status);

/** A failure without words, as a proxy answers when the service behind it is down. */
export function failBare(method: Method, path: string, status = 502): void {
  server.use(http[method](path, () => new HttpResponse(null, { status })));
}
