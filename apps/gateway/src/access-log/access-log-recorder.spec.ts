import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  accessLogBatchSchema,
  accessLogRecordsOf,
  MAX_ACCESS_LOG_BATCH_TEXT,
  MAX_LOGGED_URL_LENGTH,
  type AccessLogBatch,
} from '@stagelink/contracts';
import type { RpcClient } from '../common/rpc-client';
import type { GatewayConfig } from '../config/gateway-config';
import { AccessLogRecorder } from './access-log-recorder';

/** The engagement service's side of the batches: stores them, or fails as told. */
class BatchReceiver {
  readonly batches: AccessLogBatch[] = [];
  failWith: Error | null = null;

  send(_pattern: unknown, batch: AccessLogBatch): Promise<{ stored: number }> {
    if (this.failWith) return Promise.reject(this.failWith);
    // What the service checks first: a batch it would refuse is a defect here.
    this.batches.push(accessLogBatchSchema.parse(batch));
    return Promise.resolve({ stored: batch.offsets.length });
  }

  get entries() {
    return this.batches.flatMap(accessLogRecordsOf);
  }
}

describe(AccessLogRecorder.name, () => {
  let fastify: FastifyInstance;
  let receiver: BatchReceiver;
  let recorder: AccessLogRecorder;

  const start = async (accessLog: Partial<GatewayConfig['accessLog']> = {}) => {
    receiver = new BatchReceiver();
    const config = {
      accessLog: { enabled: true, flushMs: 60_000, batchSize: 250, bufferLimit: 1000, bufferBytes: 8 * 1024 * 1024, ...accessLog },
    } as GatewayConfig;
    recorder = new AccessLogRecorder(receiver as unknown as RpcClient, config);
    fastify = Fastify();
    recorder.register(fastify);
    fastify.get('/old', (_request, reply) => reply.redirect('/new', 301));
    fastify.get('/hung-up', (request, reply) => {
      // What Node answers for the address once the client has closed its socket.
      Object.defineProperty(request.raw.socket, 'remoteAddress', { value: undefined });
      return reply.send('too late');
    });
    fastify.get('/*', (_request, reply) => reply.send('ok'));
    await fastify.ready();
  };
  afterEach(() => fastify.close());

  it('records an answer whose client hung up before it, without an address, and keeps the batch', async () => {
    await start();
    await fastify.inject({ method: 'GET', url: '/hung-up' });
    await fastify.inject({ method: 'GET', url: '/after' });
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(receiver.entries.map(({ url, ip }) => ({ url, ip }))).toEqual([
      { url: '/hung-up', ip: '' },
      { url: '/after', ip: '127.0.0.1' },
    ]);
  });

  it('keeps the time, IP, method, address, status, redirect target and user agent of each answer', async () => {
    await start();
    const before = Date.now();
    await fastify.inject({ method: 'GET', url: '/old?x=1', headers: { 'user-agent': 'Agent/1' } });
    await fastify.inject({ method: 'POST', url: '/missing' });
    await recorder.flush();
    expect(receiver.entries).toEqual([
      {
        time: expect.any(Number),
        ip: '127.0.0.1',
        method: 'GET',
        url: '/old?x=1',
        status: 301,
        redirectTo: '/new',
        userAgent: 'Agent/1',
      },
      {
        time: expect.any(Number),
        ip: '127.0.0.1',
        method: 'POST',
        url: '/missing',
        status: 404,
        redirectTo: null,
        userAgent: 'lightMyRequest',
      },
    ]);
    expect(receiver.entries[0]?.time).toBeGreaterThanOrEqual(before);
    expect(receiver.entries[1]?.time).toBeLessThanOrEqual(Date.now());
  });

  it('cuts long addresses and user agents to their columns', async () => {
    await start();
    await fastify.inject({ method: 'GET', url: `/${'a'.repeat(3000)}`, headers: { 'user-agent': 'u'.repeat(2000) } });
    await recorder.flush();
    expect(receiver.entries[0]?.url).toHaveLength(1000);
    expect(receiver.entries[0]?.userAgent).toHaveLength(500);
  });

  it('sends full batches at once, each under its own id', async () => {
    await start({ batchSize: 10 });
    for (let index = 0; index < 25; index += 1) await fastify.inject({ method: 'GET', url: `/p${index}` });
    await new Promise((resolve) => setImmediate(resolve));
    await recorder.flush();
    expect(receiver.batches.map((batch) => batch.offsets.length)).toEqual([10, 10, 5]);
    expect(new Set(receiver.batches.map((batch) => batch.batchId)).size).toBe(3);
  });

  it('sends each distinct text of a batch once', async () => {
    await start();
    for (let index = 0; index < 6; index += 1) {
      await fastify.inject({ method: 'GET', url: `/page${index % 2}`, headers: { 'user-agent': 'Phone/1' } });
    }
    await recorder.flush();
    const [batch] = receiver.batches;
    expect([...(batch?.texts ?? [])].sort()).toEqual(['/page0', '/page1', '127.0.0.1', 'GET', 'Phone/1']);
    expect(receiver.entries.map((entry) => entry.url)).toEqual(['/page0', '/page1', '/page0', '/page1', '/page0', '/page1']);
  });

  it('cuts a batch short when its texts reach the bound, and sends the rest in the next', async () => {
    await start();
    // Each request brings about 1,500 characters of text no other has.
    const requests = Math.ceil(MAX_ACCESS_LOG_BATCH_TEXT / 1500) + 10;
    for (let index = 0; index < requests; index += 1) {
      await fastify.inject({
        method: 'GET',
        url: `/${index}-${'u'.repeat(995)}`,
        headers: { 'user-agent': `${index}-${'a'.repeat(495)}` },
      });
    }
    await recorder.flush();
    expect(receiver.batches.length).toBe(2);
    for (const batch of receiver.batches) expect(batch.texts.join('').length).toBeLessThanOrEqual(MAX_ACCESS_LOG_BATCH_TEXT);
    expect(receiver.entries.map((entry) => entry.url.split('-')[0])).toEqual(Array.from({ length: requests }, (_, index) => `/${index}`));
  });

  it('keeps a batch the service could not take and sends it again under the same id', async () => {
    await start();
    receiver.failWith = new ServiceUnavailableException('down');
    await fastify.inject({ method: 'GET', url: '/during-outage' });
    await recorder.flush();
    expect(recorder.pending).toBe(1);
    receiver.failWith = null;
    await fastify.inject({ method: 'GET', url: '/after' });
    await recorder.flush();
    expect(receiver.entries.map((entry) => entry.url)).toEqual(['/during-outage', '/after']);
    expect(recorder.pending).toBe(0);
  });

  it('drops a batch the service refuses as malformed instead of sending it forever', async () => {
    await start();
    receiver.failWith = new BadRequestException('bad');
    await fastify.inject({ method: 'GET', url: '/refused' });
    await recorder.flush();
    expect(recorder.pending).toBe(0);
  });

  it('holds at most the memory bound while the service is away, and requests are still answered', async () => {
    await start({ bufferLimit: 5, batchSize: 2 });
    receiver.failWith = new ServiceUnavailableException('down');
    for (let index = 0; index < 20; index += 1) expect((await fastify.inject({ method: 'GET', url: `/p${index}` })).statusCode).toBe(200);
    expect(recorder.pending).toBe(5);
  });

  it('holds at most its bytes as well: a few long addresses fill the bound long before the entries do', async () => {
    await start({ bufferLimit: 1000, bufferBytes: 64 * 1024, batchSize: 1000 });
    receiver.failWith = new ServiceUnavailableException('down');
    const long = `/${'x'.repeat(8000)}`;
    for (let index = 0; index < 20; index += 1) {
      expect(
        (await fastify.inject({ method: 'GET', url: `${long}?${index}`, headers: { 'user-agent': 'A'.repeat(500) } })).statusCode,
      ).toBe(200);
    }
    // Each entry holds about 17 KB (8,000 and 500 characters, two bytes each, and the object).
    expect(recorder.pending).toBe(3);
    expect(recorder.pendingBytes).toBeLessThanOrEqual(64 * 1024);
    await recorder.flush();
    // The batch kept for later holds the texts cut to their columns: short requests fit again.
    expect(recorder.pendingBytes).toBeLessThan(16 * 1024);
    expect((await fastify.inject({ method: 'GET', url: '/short' })).statusCode).toBe(200);
    receiver.failWith = null;
    await recorder.flush();
    expect(receiver.entries.map((entry) => [entry.url.length, entry.url.slice(-3)])).toEqual([
      [MAX_LOGGED_URL_LENGTH, 'xxx'],
      [MAX_LOGGED_URL_LENGTH, 'xxx'],
      [MAX_LOGGED_URL_LENGTH, 'xxx'],
      ['/short'.length, 'ort'],
    ]);
    expect(recorder.pendingBytes).toBe(0);
  });

  it('records nothing when switched off', async () => {
    await start({ enabled: false });
    await fastify.inject({ method: 'GET', url: '/' });
    await recorder.flush();
    expect(receiver.batches).toEqual([]);
  });

  it('sends what waits when the server closes', async () => {
    await start();
    await fastify.inject({ method: 'GET', url: '/last' });
    await fastify.close();
    expect(receiver.entries.map((entry) => entry.url)).toEqual(['/last']);
  });
});
