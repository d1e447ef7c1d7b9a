import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SERVICE_NAMES, ServiceName } from '@stagelink/contracts';
import { createTestDatabase, ServiceProcess, TestDatabase } from '@stagelink/testing';
import { readGatewayConfig } from '../../src/config/gateway-config';
import { createGatewayApp } from '../../src/gateway-app';

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
 * The real thing for the gateway's tests: a fresh database, the four services as their own
 * processes from their builds, and the gateway in this process on a free port, all on the
 * real PostgreSQL, Redis and NATS of the run.
 */
export class TestStack {
  private constructor(
    readonly db: TestDatabase,
    readonly services: Map<ServiceName, ServiceProcess>,
    readonly app: NestFastifyApplication,
    readonly baseUrl: string,
  ) {}

  static async start(gatewayEnv: Record<string, string> = {}): Promise<TestStack> {
    const db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, NATS_NAMESPACE: process.env.NATS_NAMESPACE ?? '' };
    const services = new Map(SERVICE_NAMES.map((name) => [name, new ServiceProcess(name, env)]));
    services.forEach((service) => service.start());
    await Promise.all([...services.values()].map((service) => service.waitUntilListening()));

    const config = readGatewayConfig({ ...process.env, ...env, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, PORT: '0', ...gatewayEnv });
    const app = await createGatewayApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new TestStack(db, services, app, `http://127.0.0.1:${port}`);
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

  async stop(): Promise<void> {
    await this.app.close();
    await Promise.all([...this.services.values()].map((service) => service.stop()));
    await this.db.drop();
  }
}

export function sessionCookieOf(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  const match = /(stagelink_session=[^;]*)/.exec(setCookie);
  if (!match) throw new Error(`No session cookie in "${setCookie}"`);
  return match[1];
}
