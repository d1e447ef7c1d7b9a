import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { natsNamespace, SERVICE_NAMES, ServiceName } from '@stagelink/contracts';
import { connectTestDatabase, resetToFreshState, ServiceProcess, TestDatabase, workerStack } from '@stagelink/testing';
import { readGatewayConfig } from '../../src/config/gateway-config';
import { createGatewayApp } from '../../src/gateway-app';
import { PublicContent } from '../../src/profile/public-content';

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * The real thing for the gateway's tests: the gateway in this process on a free port, in front
 * of the four services running from their builds as their own processes, all on the real
 * PostgreSQL, Redis and NATS of the run. The services and the database are this Jest worker's
 * (libs/testing/src/worker-stacks.ts); the database is reset to its freshly migrated state
 * when a file starts, so every file sees what a new database would give it.
 */
export class TestStack {
  private constructor(
    readonly db: TestDatabase,
    readonly services: Map<ServiceName, ServiceProcess>,
    readonly app: NestFastifyApplication,
    readonly baseUrl: string,
  ) {}

  static start(gatewayEnv: Record<string, string> = {}): Promise<TestStack> {
    // The gateway reads the namespace at each request, so this sends to the worker's services.
    process.env.NATS_NAMESPACE = workerStack().natsNamespace;
    return TestStack.open(new Map(), gatewayEnv);
  }

  /**
   * Like `start`, with four services of the file's own in its own namespace, for a file that
   * stops and restarts them or configures them (`serviceEnv`, and `envOf` for one service's
   * own): the worker's services stay up for the files after it.
   */
  static startWithOwnServices(
    gatewayEnv: Record<string, string> = {},
    serviceEnv: Record<string, string> = {},
    envOf: (service: ServiceName) => Record<string, string> = () => ({}),
  ): Promise<TestStack> {
    const env = { ...serviceEnv, DATABASE_URL: workerStack().databaseUrl, NATS_NAMESPACE: natsNamespace() };
    return TestStack.open(new Map(SERVICE_NAMES.map((name) => [name, new ServiceProcess(name, { ...env, ...envOf(name) })])), gatewayEnv);
  }

  private static async open(services: Map<ServiceName, ServiceProcess>, gatewayEnv: Record<string, string>): Promise<TestStack> {
    const worker = workerStack();
    const db = await connectTestDatabase(worker.databaseUrl);
    try {
      await resetToFreshState(db, worker.freshState);
      services.forEach((service) => service.start());
      await Promise.all([...services.values()].map((service) => service.waitUntilHealthy()));
      const { app, baseUrl } = await startGateway({ DATABASE_URL: db.url, ...gatewayEnv });
      return new TestStack(db, services, app, baseUrl);
    } catch (error) {
      await Promise.all([...services.values()].map((service) => service.stop()));
      await db.close();
      throw error;
    }
  }

  /** A second gateway, configured differently, in front of the same services and database. */
  async startAnotherGateway(gatewayEnv: Record<string, string>): Promise<TestStack> {
    const { app, baseUrl } = await startGateway({ DATABASE_URL: this.db.url, ...gatewayEnv });
    return new TestStack(this.db, new Map(), app, baseUrl);
  }

  service(name: ServiceName): ServiceProcess {
    const service = this.services.get(name);
    if (!service) throw new Error(`No ${name} service in this stack`);
    return service;
  }

  async request<T = Record<string, unknown>>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Logs in as the owner and answers the session cookie to send with later calls. */
  async login(headers: Record<string, string> = {}): Promise<string> {
    const response = await this.request('POST', '/api/admin/login', { body: { password: TEST_ADMIN_PASSWORD }, headers });
    if (response.status !== 200) throw new Error(`Login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return sessionCookieOf(response.headers);
  }

  /** Adds a section straight to the database, as the owner's panel will, and answers its id. */
  async addSection(section: {
    type: string;
    title?: string;
    data?: Record<string, unknown>;
    isVisible?: boolean;
    order?: number;
  }): Promise<number> {
    const row = await this.db.queryOne<{ id: number }>(
      `INSERT INTO profile.sections (profile_id, type, title, data, is_visible, "order")
       SELECT id, $1, $2, $3, $4, $5 FROM profile.profiles RETURNING id`,
      [section.type, section.title ?? section.type, JSON.stringify(section.data ?? {}), section.isVisible ?? true, section.order ?? 0],
    );
    await this.app.get(PublicContent).invalidate();
    return row.id;
  }

  /** Stops a gateway from `startAnotherGateway`, leaving the services and database running. */
  async stopGateway(): Promise<void> {
    await closeGateway(this.app);
  }

  /** Stops the gateway and the file's own services; the worker's stack runs on. */
  async stop(): Promise<void> {
    await closeGateway(this.app);
    await Promise.all([...this.services.values()].map((service) => service.stop()));
    await this.db.close();
  }
}

const CLOSE_GRACE_MS = 15_000;

/**
 * Closes the gateway as a stop signal would. Once in a loaded CI run a file's teardown waited
 * past Jest's 60 s for it; after the grace period the connections still open are counted, said
 * and cut, so the run tells what held the close rather than failing the file on its teardown.
 */
async function closeGateway(app: NestFastifyApplication): Promise<void> {
  const server = app.getHttpServer();
  const grace = setTimeout(() => {
    server.getConnections((_error, open) => {
      console.warn(`The gateway had not closed after ${CLOSE_GRACE_MS / 1000} s, with ${open} connections open: cutting them`);
      server.closeAllConnections();
    });
  }, CLOSE_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
  }
}

async function startGateway(env: Record<string, string>): Promise<{ app: NestFastifyApplication; baseUrl: string }> {
  // A file logs in many times a minute from one address; the site-wide cap has its own test (login-limits).
  const config = readGatewayConfig({
    ...process.env,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PORT: '0',
    LOGIN_CHECKS_PER_MINUTE: '100000',
    ...env,
  });
  const app = await createGatewayApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

export function sessionCookieOf(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  const match = /(stagelink_session=[^;]*)/.exec(setCookie);
  if (!match?.[1]) throw new Error(`No session cookie in "${setCookie}"`);
  return match[1];
}
