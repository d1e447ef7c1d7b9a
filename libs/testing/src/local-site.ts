import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one path of the local site answers; `hang` never answers, as a stuck site would. */
export type LocalPage = { status?: number; type?: string; body?: string | Buffer; location?: string } | { hang: true };

/**
 * A small website on 127.0.0.1 for tests of what the server fetches from the web (site icons,
 * docs/decisions.md, D-110): each path answers as told, anything else 404. It counts the
 * requests each path received, so a test can tell a refusal made before any connection.
 */
export class LocalSite {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** Requests received, by path. */
    readonly hits: ReadonlyMap<string, number>,
  ) {}

  static async start(pages: Record<string, LocalPage>): Promise<LocalSite> {
    const hits = new Map<string, number>();
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://site').pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const page = pages[path];
      if (page && 'hang' in page) return;
      if (!page) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const headers: Record<string, string> = { 'content-type': page.type ?? 'text/html' };
      if (page.location) headers.location = page.location;
      response.writeHead(page.status ?? 200, headers).end(page.body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new LocalSite(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
