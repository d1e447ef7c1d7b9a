import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  connectTestDatabase,
  eventually,
  freePort,
  resetToFreshState,
  ServiceProcess,
  workerStack,
  type TestDatabase,
} from '@stagelink/testing';
import { untilPrinted } from './support/child-process';
import { FakeOtlpCollector, type CollectedSpan } from './support/fake-otlp-collector';

const GATEWAY_MAIN = join(__dirname, '../dist/main.js');
const ONE_PROCESS = join(__dirname, '../../../scripts/lib/single-process-main.mjs');
const UNEXPECTED = 'Something went wrong on our side. Please try again.';
const TRACE_ID = /^[0-9a-f]{32}$/;
/** A constraint no row meets: the engagement service's insert fails, a bug as far as anyone can tell. */
const REFUSE_SUBSCRIPTIONS = 'ALTER TABLE engagement.newsletter_subscriptions ADD CONSTRAINT refuse_all CHECK (false) NOT VALID';
const ALLOW_SUBSCRIPTIONS = 'ALTER TABLE engagement.newsletter_subscriptions DROP CONSTRAINT refuse_all';
/** OTLP's numbering of span kinds. */
const SERVER = 2;
const CLIENT = 3;

type LogLine = Record<string, unknown>;

/**
 * The gateway and the engagement service, each a process of its own started from its build as
 * `npm start` starts it, or the whole site in one process (D-137), with what each prints kept:
 * the operator's view of one request.
 */
class LoggedSite {
  readonly gatewayOutput = { text: '' };
  url = '';
  private gateway: ChildProcess | undefined;
  private engagement: ServiceProcess | undefined;
  db!: TestDatabase;

  constructor(private readonly oneProcess = false) {}

  /** `env` for both processes, `gatewayEnv` for the gateway alone. */
  async start(env: Record<string, string>, gatewayEnv: Record<string, string> = {}): Promise<void> {
    const worker = workerStack();
    this.db = await connectTestDatabase(worker.databaseUrl);
    await resetToFreshState(this.db, worker.freshState);
    const id = randomBytes(4).toString('hex');
    const shared = { ...env, DATABASE_URL: worker.databaseUrl, NATS_NAMESPACE: `trace-${id}` };
    if (!this.oneProcess) {
      this.engagement = new ServiceProcess('engagement', shared);
      this.engagement.start();
      await this.engagement.waitUntilHealthy();
    }
    const port = await freePort();
    this.gateway = spawn(process.execPath, [this.oneProcess ? ONE_PROCESS : GATEWAY_MAIN], {
      env: {
        ...process.env,
        ...shared,
        REDIS_KEY_PREFIX: `stagelink-trace:${id}:`,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'correct horse battery staple',
        LOG_LEVEL: 'warn',
        ...gatewayEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (this.gatewayOutput.text = (this.gatewayOutput.text + chunk.toString()).slice(-50_000));
    this.gateway.stdout?.on('data', keep);
    this.gateway.stderr?.on('data', keep);
    await untilPrinted(this.gateway, /Stagelink is serving on/, this.gatewayOutput);
    // In one process the gateway serves before its services are up (D-97): the engagement
    // service, which the tests' requests reach, is waited for by its own line.
    if (this.oneProcess) await untilPrinted(this.gateway, /engagement service listening on NATS/, this.gatewayOutput);
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Stops both as a stop signal would, so that each sends the spans it still holds. */
  async stop(): Promise<void> {
    const gateway = this.gateway;
    if (gateway && gateway.exitCode === null) {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    await this.engagement?.stop();
    await this.db?.close();
  }

  gatewayLines(traceId: string): LogLine[] {
    return linesOf(this.gatewayOutput.text, traceId);
  }

  serviceLines(traceId: string): LogLine[] {
    return linesOf(this.oneProcess ? this.gatewayOutput.text : (this.engagement?.printed ?? ''), traceId);
  }

  /** A newsletter subscription the service fails on: a real 500, logged by both processes. */
  async failingSubscription(
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown>; requestId: string | null }> {
    await this.db.query(REFUSE_SUBSCRIPTIONS);
    try {
      const response = await fetch(`${this.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: `fan-${randomBytes(3).toString('hex')}@example.com` }),
      });
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        requestId: response.headers.get('x-request-id'),
      };
    } finally {
      await this.db.query(ALLOW_SUBSCRIPTIONS);
    }
  }

  /** Waits until the gateway and the service have logged the failure of the request `traceId`. */
  async bothLogged(traceId: string): Promise<{ gateway: LogLine[]; service: LogLine[] }> {
    const logged = await eventually(
      () => ({ gateway: this.gatewayLines(traceId), service: this.serviceLines(traceId) }),
      ({ gateway, service }) => gateway.some(isGatewayFailure) && service.some(isServiceFailure),
    );
    return { gateway: logged.gateway.filter(isGatewayFailure), service: logged.service.filter(isServiceFailure) };
  }
}

const isGatewayFailure = (line: LogLine) => line.msg === 'A service failed';
const isServiceFailure = (line: LogLine) => line.msg === 'Unhandled error in message handler';

/** The JSON log lines in `output` that name `traceId`. */
function linesOf(output: string, traceId: string): LogLine[] {
  return jsonLines(output).filter((line) => line.traceId === traceId);
}

function jsonLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Waits for the spans of one request: the gateway's HTTP request, its NATS request to the
 * engagement service under it, and the service's handling under that, one of each.
 */
async function linkedSpans(collector: FakeOtlpCollector, traceId: string): Promise<Record<'request' | 'call' | 'handler', CollectedSpan>> {
  const spans = await eventually(
    () => collector.spansOf(traceId),
    (found) => found.length >= 3,
  );
  const only = (service: string, kind: number): CollectedSpan => {
    const matching = spans.filter((span) => span.service === service && span.kind === kind);
    expect(matching).toHaveLength(1);
    return matching[0] as CollectedSpan;
  };
  const request = only('stagelink-gateway', SERVER);
  const call = only('stagelink-gateway', CLIENT);
  const handler = only('stagelink-engagement', SERVER);
  expect(call).toMatchObject({ parentSpanId: request.spanId, name: expect.stringContaining('newsletter') as string });
  expect(handler).toMatchObject({ parentSpanId: call.spanId, name: call.name });
  expect(spans).toHaveLength(3);
  return { request, call, handler };
}

describe('following one request from the gateway to a service (D-157)', () => {
  describe('with tracing off, no proxy trusted, and request lines on', () => {
    const site = new LoggedSite();
    beforeAll(() => site.start({}, { LOG_REQUESTS: 'true', LOG_LEVEL: 'info' }));
    afterAll(() => site.stop());

    it("names the request's id in the 500 answer, its header, and the log lines of the gateway and of the service", async () => {
      const clientTrace = hex(16);
      // A client's own traceparent is not believed: anyone could file requests under another's id.
      const failed = await site.failingSubscription({ traceparent: `00-${clientTrace}-${hex(8)}-01` });

      expect(failed.status).toBe(500);
      const requestId = failed.body.requestId as string;
      expect(requestId).toMatch(TRACE_ID);
      expect(failed.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: `${UNEXPECTED} If it keeps happening, quote the request id ${requestId}.`,
        requestId,
      });
      expect(requestId).not.toBe(clientTrace);
      expect(failed.requestId).toBe(requestId);

      const logged = await site.bothLogged(requestId);
      expect(logged.gateway).toEqual([expect.objectContaining({ requestId, traceId: requestId })]);
      expect(logged.service).toEqual([expect.objectContaining({ traceId: requestId, pattern: expect.stringContaining('newsletter') })]);
      // With LOG_REQUESTS, the line written for the answer names the request by the same id.
      const requestLines = await eventually(
        () =>
          jsonLines(site.gatewayOutput.text).filter((line) => line.res !== undefined && (line.req as { id?: unknown }).id === requestId),
        (found) => found.length > 0,
      );
      expect(requestLines).toEqual([
        expect.objectContaining({ req: { id: requestId, method: 'POST', url: '/api/newsletter' }, res: { statusCode: 500 } }),
      ]);
      expect(site.gatewayLines(clientTrace)).toEqual([]);
      expect(site.serviceLines(clientTrace)).toEqual([]);
    });

    it('gives every answer past the cached reads its own id', async () => {
      const [first, second] = await Promise.all([fetch(`${site.url}/api/health`), fetch(`${site.url}/api/health`)]);
      expect(first.headers.get('x-request-id')).toMatch(TRACE_ID);
      expect(second.headers.get('x-request-id')).toMatch(TRACE_ID);
      expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
    });
  });

  describe('with an OTLP endpoint, behind a trusted proxy', () => {
    const site = new LoggedSite();
    let collector: FakeOtlpCollector;
    beforeAll(async () => {
      collector = await FakeOtlpCollector.start();
      await site.start({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100', TRUSTED_PROXIES: '127.0.0.1' });
    });
    afterAll(async () => {
      await site.stop();
      await collector?.close();
    });

    it("continues the proxy's trace: the same id in the answer, both logs, and spans of both processes linked parent to child", async () => {
      const traceId = hex(16);
      const proxySpan = hex(8);
      const failed = await site.failingSubscription({ traceparent: `00-${traceId}-${proxySpan}-01` });

      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({
        message: expect.stringContaining(`quote the request id ${traceId}.`) as string,
        requestId: traceId,
      });
      expect(failed.requestId).toBe(traceId);
      await site.bothLogged(traceId);

      const { request } = await linkedSpans(collector, traceId);
      expect(request).toMatchObject({ name: 'POST', parentSpanId: proxySpan });
      expect(collector.refused).toEqual([]);
    });

    it('starts a trace of its own for a malformed traceparent, even from the proxy', async () => {
      const failed = await site.failingSubscription({ traceparent: `00-${'0'.repeat(32)}-${hex(8)}-01` });
      const requestId = failed.body.requestId as string;
      expect(requestId).toMatch(TRACE_ID);
      expect(requestId).not.toBe('0'.repeat(32));
      await site.bothLogged(requestId);
      const { request } = await linkedSpans(collector, requestId);
      expect(request.parentSpanId).toBeUndefined();
    });
  });

  describe('in the one-process mode', () => {
    const site = new LoggedSite(true);
    let collector: FakeOtlpCollector;
    beforeAll(async () => {
      collector = await FakeOtlpCollector.start();
      await site.start({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' });
    });
    afterAll(async () => {
      await site.stop();
      await collector?.close();
    });

    it('names each part in its spans and log lines as its own process would', async () => {
      const failed = await site.failingSubscription();
      const requestId = failed.body.requestId as string;
      expect(failed.status).toBe(500);
      expect(requestId).toMatch(TRACE_ID);
      const logged = await site.bothLogged(requestId);
      expect(logged.gateway[0]?.spanId).not.toBe(logged.service[0]?.spanId);
      const { handler } = await linkedSpans(collector, requestId);
      expect(logged.service[0]?.spanId).toBe(handler.spanId);
    });
  });
});
