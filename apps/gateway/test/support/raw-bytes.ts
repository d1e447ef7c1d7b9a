import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface BytesResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire. */
  body: Buffer;
}

/** A GET (or `method`) whose body is not decoded on the way, unlike `fetch`, so what was sent can be checked. */
export function getBytes(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<BytesResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(`${baseUrl}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** The body as the browser reads it, after the encoding the answer names. */
export function decodedText({ headers, body }: BytesResponse): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding) throw new Error(`Unexpected encoding ${encoding}`);
  return body.toString('utf8');
}
