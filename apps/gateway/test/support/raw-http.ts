import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends a request exactly as written, request line included, over a plain socket: `fetch`
 * would normalise the target (`/./`, `..`, absolute form) before it ever left the process.
 */
export function rawRequest(baseUrl: string, requestLine: string, headers: Record<string, string> = {}, body = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const lines = [requestLine, `Host: ${hostname}:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`No answer to ${requestLine}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const raw = split < 0 ? '' : text.slice(split + 4);
      resolve({ status, headers: head, body: /transfer-encoding: chunked/i.test(head) ? unchunk(raw) : raw });
    });
  });
}

function unchunk(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
