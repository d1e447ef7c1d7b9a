import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake received, as the provider would have seen it. */
export interface ProviderRequest {
  at: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** How the next call fails: an HTTP refusal, or the connection dropped (an outage). */
export type ProviderFailure = HttpFailure | { drop: true };
export interface HttpFailure {
  status: number;
  retryAfter?: string;
  message?: string;
}

export interface FakeProviderOptions {
  /** LibreTranslate's `api_key` the fake expects; any when unset. */
  libreTranslateKey?: string;
  /** The `DeepL-Auth-Key` the fake expects. */
  deeplKey?: string;
}

/**
 * A local HTTP server speaking LibreTranslate's `POST /translate` and DeepL's
 * `POST /v2/translate` as documented: their bodies, their auth, their error shapes. It
 * "translates" by putting the target language in front (`[en] Ciao`), leaving every tag as it
 * is, and records every call so a test can count them and read what was sent. Failures are
 * queued with `failNext`; `/__fake/*` does the same over HTTP for the end-to-end run.
 */
export class FakeTranslationProvider {
  readonly requests: ProviderRequest[] = [];
  private failures: ProviderFailure[] = [];
  private unsupported = new Set<string>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeProviderOptions,
  ) {}

  static async start(options: FakeProviderOptions = {}, port = 0): Promise<FakeTranslationProvider> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const { port: bound } = server.address() as AddressInfo;
    const fake = new FakeTranslationProvider(server, `http://127.0.0.1:${bound}`, options);
    server.on('request', (request, response) => void fake.handle(request, response));
    return fake;
  }

  /** The next `times` calls fail this way. */
  failNext(failure: ProviderFailure, times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push(failure);
  }

  /** Target languages it does not offer, refused as the provider does (400), like a server without their models. */
  withoutLanguages(languages: string[]): void {
    this.unsupported = new Set(languages);
  }

  /** Calls to the translation endpoints (not the control ones). */
  translationCalls(): ProviderRequest[] {
    return this.requests.filter((request) => !request.path.startsWith('/__fake'));
  }

  reset(): void {
    this.requests.length = 0;
    this.failures = [];
    this.unsupported.clear();
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', this.url).pathname;
    const text = await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, { error: 'Invalid request: the body is not JSON' });
    }
    if (path.startsWith('/__fake/')) return this.control(path, body, response);
    this.requests.push({ at: Date.now(), path, headers: request.headers, body });
    const failure = this.failures.shift();
    if (failure && 'drop' in failure) {
      request.socket.destroy();
      return;
    }
    if (request.method === 'POST' && path === '/translate') return this.libreTranslate(body, failure, response);
    if (request.method === 'POST' && path === '/v2/translate') return this.deepl(request, body, failure, response);
    send(response, 404, { error: 'Not Found' });
  }

  /** LibreTranslate: `{ q, source, target, format, api_key }` → `{ translatedText }`, errors as `{ error }`. */
  private libreTranslate(body: Record<string, unknown>, failure: HttpFailure | undefined, response: ServerResponse): void {
    if (this.options.libreTranslateKey !== undefined && body.api_key !== this.options.libreTranslateKey) {
      return send(response, 403, { error: 'Invalid API key' });
    }
    if (failure) {
      const headers = failure.retryAfter ? { 'retry-after': failure.retryAfter } : undefined;
      return send(response, failure.status, { error: failure.message ?? defaultReason(failure.status) }, headers);
    }
    const { q, target } = body;
    if (typeof target !== 'string' || (typeof q !== 'string' && !Array.isArray(q))) {
      return send(response, 400, { error: 'Invalid request: missing q or target parameter' });
    }
    if (this.unsupported.has(target)) return send(response, 400, { error: `${target} is not supported` });
    const translate = (source: unknown) => `[${target}] ${String(source)}`;
    send(response, 200, { translatedText: Array.isArray(q) ? q.map(translate) : translate(q) });
  }

  /** DeepL: `Authorization: DeepL-Auth-Key …`, `{ text[], target_lang }` → `{ translations[] }`, errors as `{ message }`. */
  private deepl(request: IncomingMessage, body: Record<string, unknown>, failure: HttpFailure | undefined, response: ServerResponse): void {
    if (request.headers.authorization !== `DeepL-Auth-Key ${this.options.deeplKey ?? ''}`) {
      return send(response, 403, { message: 'Authorization failure, check auth_key' });
    }
    if (failure) {
      const headers = failure.retryAfter ? { 'retry-after': failure.retryAfter } : undefined;
      return send(response, failure.status, { message: failure.message ?? defaultReason(failure.status) }, headers);
    }
    const { text, target_lang: target, source_lang: source } = body;
    if (!Array.isArray(text) || typeof target !== 'string')
      return send(response, 400, { message: 'Bad request. Reason: Value for text not specified' });
    const prefix = target.split('-')[0]?.toLowerCase() ?? '';
    if (this.unsupported.has(prefix)) return send(response, 400, { message: "Value for 'target_lang' not supported." });
    send(response, 200, {
      translations: text.map((item) => ({
        detected_source_language: typeof source === 'string' ? source : 'IT',
        text: `[${prefix}] ${String(item)}`,
      })),
    });
  }

  /** `/__fake/fail` queues failures, `/__fake/reset` forgets calls and failures, `/__fake/requests` lists the calls. */
  private control(path: string, body: Record<string, unknown>, response: ServerResponse): void {
    if (path === '/__fake/fail') {
      this.failNext(body.failure as ProviderFailure, typeof body.times === 'number' ? body.times : 1);
      return send(response, 200, { queued: this.failures.length });
    }
    if (path === '/__fake/reset') {
      this.reset();
      return send(response, 200, { reset: true });
    }
    if (path === '/__fake/requests') return send(response, 200, this.translationCalls());
    send(response, 404, { error: 'Not Found' });
  }
}

function defaultReason(status: number): string {
  if (status === 429) return 'Too many request limits violations';
  if (status === 456) return 'Quota exceeded';
  return 'Service temporarily unavailable';
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
