import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { queryReader } from './query-client';

/** A server that answers each path with the status it names: /401, /200. */
describe(queryReader.name, () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((request, response) => {
      const status = Number(request.url?.slice(1));
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(status === 200 ? '{"authenticated":true}' : '{"message":"Login required"}');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  const read = (path: string, on401: 'throw' | 'returnNull') =>
    new QueryClient().fetchQuery({ queryKey: [`${base}${path}`], queryFn: queryReader({ on401 }), retry: false });

  it('fails on a 401 by default, with the spec’s "<status>: <body>" message', async () => {
    await expect(read('/401', 'throw')).rejects.toThrow('401: {"message":"Login required"}');
  });

  it('reads a 401 as nothing in the other mode, and any other answer as usual', async () => {
    await expect(read('/401', 'returnNull')).resolves.toBeNull();
    await expect(read('/200', 'returnNull')).resolves.toEqual({ authenticated: true });
    await expect(read('/500', 'returnNull')).rejects.toThrow('500: {"message":"Login required"}');
  });
});
