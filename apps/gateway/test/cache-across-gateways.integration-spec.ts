import { randomBytes } from 'node:crypto';
import { RedisConnection } from '../src/common/redis.module';
import { SharedTextCache } from '../src/common/shared-text-cache';
import { readGatewayConfig } from '../src/config/gateway-config';
import { TestStack } from './support/test-stack';

/** How long each gateway keeps its own copy of a public read (public-content.ts). */
const OWN_COPY_MS = 1000;

describe('an owner change reaches every gateway', () => {
  let first: TestStack;
  let second: TestStack;
  let cookie: string;

  beforeAll(async () => {
    first = await TestStack.start();
    second = await first.startAnotherGateway({});
    cookie = await first.login();
  });
  afterAll(async () => {
    await second?.stopGateway();
    await first?.stop();
  });

  /** What `read` answers within `withinMs`, asked again every few milliseconds until `wanted` says yes. */
  async function soon<T>(read: () => Promise<T>, wanted: (value: T) => boolean, withinMs: number): Promise<T> {
    const until = Date.now() + withinMs;
    let value = await read();
    while (!wanted(value) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      value = await read();
    }
    return value;
  }

  it('shows the change through the other gateway before its own copy would have expired', async () => {
    const nameThrough = async (stack: TestStack) => (await stack.request<{ name: string }>('GET', '/api/profile')).body.name;
    const pageThrough = async (stack: TestStack) => (await fetch(`${stack.baseUrl}/`)).text();
    // The second gateway renders the page once, then, once that copy of the profile has expired,
    // takes a fresh one: it would serve it until at least a second after `copiedAt`.
    await pageThrough(second);
    await new Promise((resolve) => setTimeout(resolve, OWN_COPY_MS + 50));
    const copiedAt = Date.now();
    await nameThrough(second);

    const saved = await first.request('PUT', '/api/profile', { cookie, body: { name: 'Heard Everywhere' } });
    expect(saved.status).toBe(200);

    const budget = OWN_COPY_MS - (Date.now() - copiedAt) - 100;
    expect(budget).toBeGreaterThan(0);
    expect(
      await soon(
        () => nameThrough(second),
        (name) => name === 'Heard Everywhere',
        budget,
      ),
    ).toBe('Heard Everywhere');
    expect(await pageThrough(second)).toContain('Heard Everywhere');
  });
});

describe(SharedTextCache.name, () => {
  let redis: RedisConnection;
  const config = () =>
    readGatewayConfig({ ...process.env, ADMIN_PASSWORD: 'unused here', REDIS_KEY_PREFIX: `cache-test:${randomBytes(4).toString('hex')}:` });

  beforeAll(async () => {
    redis = new RedisConnection(config());
    await redis.connect();
  });
  afterAll(() => redis?.onApplicationShutdown());

  const cacheOf = () => new SharedTextCache(redis, { name: 'public', enabled: true, recentMs: 0 });

  it('never stores what a gateway read before another gateway invalidated', async () => {
    const slowGateway = cacheOf();
    const otherGateway = cacheOf();
    let finishOldRead: (value: string) => void = () => undefined;
    const oldRead = slowGateway.get({ key: 'entry' }, 60, () => new Promise<string>((resolve) => (finishOldRead = resolve)));
    // The read has asked Redis and is loading from the service; the owner's change lands now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await otherGateway.invalidate(['entry']);
    finishOldRead('before the change');
    expect(await oldRead).toBe('before the change');

    expect(await redis.client.get('entry')).toBeNull();
    expect(await cacheOf().get({ key: 'entry' }, 60, () => Promise.resolve('after the change'))).toBe('after the change');
    expect(await redis.client.get('entry')).toBe('after the change');
  });

  it('keeps a hash field for its lifetime and forgets the whole hash at once', async () => {
    const cache = cacheOf();
    await cache.get({ key: 'content', field: 'es' }, 60, () => Promise.resolve('hola'));
    await cache.get({ key: 'content', field: 'fr' }, 60, () => Promise.resolve('salut'));
    expect(await redis.client.hgetall('content')).toEqual({ es: 'hola', fr: 'salut' });
    expect(await redis.client.ttl('content')).toBeGreaterThan(50);

    await cacheOf().invalidate(['content']);
    expect(await redis.client.exists('content')).toBe(0);
  });

  it('answers from the loader when Redis is away, and stores nothing', async () => {
    const away = new RedisConnection(
      readGatewayConfig({ ...process.env, ADMIN_PASSWORD: 'unused here', REDIS_URL: 'redis://127.0.0.1:1' }),
    );
    const cache = new SharedTextCache(away, { name: 'public', enabled: true, recentMs: 0 });
    try {
      expect(await cache.get({ key: 'entry' }, 60, () => Promise.resolve('from the service'))).toBe('from the service');
      await expect(cache.invalidate(['entry'])).resolves.toBeUndefined();
    } finally {
      away.client.disconnect();
    }
  });
});
