import { Logger } from '@nestjs/common';
import { ConfigError } from '@stagelink/nest-kit';
import { readGatewayConfig } from './gateway-config';

/** A production environment the gateway accepts; each rule below takes one part away. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://luna.example/',
  ADMIN_PASSWORD: 'a long password',
  VISITOR_SECRET: 'v'.repeat(32),
  S3_ACCESS_KEY_ID: 'stagelink-media',
  S3_SECRET_ACCESS_KEY: 's'.repeat(40),
};

describe(readGatewayConfig.name, () => {
  // Readings without VISITOR_SECRET warn once; the test below checks that warning.
  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('uses the local defaults when nothing is set', () => {
    const sut = readGatewayConfig({});
    expect(sut.port).toBe(8080);
    expect(sut.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(sut.natsUrl).toBe('nats://127.0.0.1:4222');
    expect(sut.trustedProxies).toEqual([]);
  });

  it('generates a password for a local start without ADMIN_PASSWORD', () => {
    const sut = readGatewayConfig({});
    expect(sut.adminPassword).toMatchObject({ kind: 'plain', generated: true });
    if (sut.adminPassword.kind === 'plain') expect(sut.adminPassword.password.length).toBeGreaterThanOrEqual(20);
  });

  it('starts in production with every secret set', () => {
    const sut = readGatewayConfig(production);
    expect(sut.production).toBe(true);
    expect(sut.visitorSecret).toBe(production.VISITOR_SECRET);
    expect(sut.objectStorage).toMatchObject({ accessKeyId: 'stagelink-media', secretAccessKey: production.S3_SECRET_ACCESS_KEY });
  });

  it('refuses a production start without a password', () => {
    expect(() => readGatewayConfig({ ...production, ADMIN_PASSWORD: undefined })).toThrow(
      new ConfigError('ADMIN_PASSWORD or ADMIN_PASSWORD_HASH must be set when NODE_ENV=production'),
    );
  });

  it('honours ADMIN_PASSWORD and accepts only argon2id hashes', () => {
    expect(readGatewayConfig({ ADMIN_PASSWORD: 'stage' }).adminPassword).toEqual({ kind: 'plain', password: 'stage', generated: false });
    expect(() => readGatewayConfig({ ADMIN_PASSWORD_HASH: '$2b$10$bcrypt' })).toThrow(ConfigError);
  });

  it('reads the addresses a site icon may come from although they are not public (D-110)', () => {
    expect(readGatewayConfig({ SITE_ICON_ALLOWED_ADDRESSES: '127.0.0.1, 10.9.0.0/16' }).siteIcons).toEqual({
      allowedAddresses: ['127.0.0.1', '10.9.0.0/16'],
      timeoutMs: 5000,
    });
    expect(() => readGatewayConfig({ SITE_ICON_ALLOWED_ADDRESSES: '10.0.0.0/99' })).toThrow(ConfigError);
    expect(() => readGatewayConfig({ SITE_ICON_ALLOWED_ADDRESSES: 'localhost' })).toThrow(
      'SITE_ICON_ALLOWED_ADDRESSES must list IP addresses or CIDR ranges separated by commas, not "localhost"',
    );
  });

  it('names the variable when a value is wrong', () => {
    expect(() => readGatewayConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(() => readGatewayConfig({ REDIS_URL: 'http://localhost' })).toThrow('REDIS_URL must use redis: or rediss: (got "http:")');
  });

  it('has the public-write limits of docs/decisions.md (D-30), each configurable', () => {
    expect(readGatewayConfig({}).rateLimits).toEqual({
      likesPerMinute: 60,
      analyticsPerMinute: 120,
      newsletterPerHour: 10,
      bookingsPerHour: 10,
      passkeyLoginsPerMinute: 20,
      qrCodesPerMinute: 30,
    });
    expect(readGatewayConfig({ RATE_LIMIT_BOOKINGS_PER_HOUR: '3' }).rateLimits.bookingsPerHour).toBe(3);
    expect(() => readGatewayConfig({ RATE_LIMIT_LIKES_PER_MINUTE: '0' })).toThrow(
      'RATE_LIMIT_LIKES_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")',
    );
  });

  it('never prints the password of a URL it cannot read (S3_ENDPOINT too)', () => {
    const read = () => readGatewayConfig({ S3_ENDPOINT: 'http://key:s3cret@[bad' });
    expect(read).toThrow('S3_ENDPOINT is not a valid URL: "http://key:***@[bad"');
    expect(read).not.toThrow(/s3cret/);
  });

  it('caps password checks for the whole site at 30 a minute unless told otherwise (D-93)', () => {
    expect(readGatewayConfig({}).loginThrottle.checksPerMinute).toBe(30);
    expect(readGatewayConfig({ LOGIN_CHECKS_PER_MINUTE: '5' }).loginThrottle.checksPerMinute).toBe(5);
    expect(() => readGatewayConfig({ LOGIN_CHECKS_PER_MINUTE: '0' })).toThrow(
      'LOGIN_CHECKS_PER_MINUTE must be a whole number from 1 to 100000',
    );
  });

  it('needs the public address in production, and takes it without a trailing slash', () => {
    expect(() => readGatewayConfig({ ...production, PUBLIC_URL: undefined })).toThrow(
      new ConfigError('PUBLIC_URL must be set when NODE_ENV=production (the address visitors use, such as https://luna.example)'),
    );
    expect(readGatewayConfig(production).publicUrl).toBe('https://luna.example');
    expect(readGatewayConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(() => readGatewayConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_URL must use http: or https:');
  });

  it('needs a long VISITOR_SECRET in production, and refuses a short one anywhere', () => {
    expect(() => readGatewayConfig({ ...production, VISITOR_SECRET: undefined })).toThrow(
      new ConfigError('VISITOR_SECRET must be set when NODE_ENV=production (at least 32 random characters)'),
    );
    expect(() => readGatewayConfig({ ...production, VISITOR_SECRET: '  ' })).toThrow('VISITOR_SECRET must be set');
    expect(readGatewayConfig({ ...production, VISITOR_SECRET: 'x'.repeat(32) }).visitorSecret).toBe('x'.repeat(32));
    expect(() => readGatewayConfig({ VISITOR_SECRET: 'short' })).toThrow('VISITOR_SECRET must be at least 32 characters');
  });

  describe('without VISITOR_SECRET outside production', () => {
    /** The config module as a fresh process loads it, with its warnings caught. */
    const freshProcess = () => {
      let loaded: { read: typeof readGatewayConfig; warn: jest.SpyInstance<void, [unknown, ...unknown[]]> } | undefined;
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports */
        const nest = require('@nestjs/common') as typeof import('@nestjs/common');
        const warn = jest.spyOn(nest.Logger.prototype, 'warn').mockImplementation(() => undefined);
        loaded = { read: (require('./gateway-config') as typeof import('./gateway-config')).readGatewayConfig, warn };
        /* eslint-enable @typescript-eslint/no-require-imports */
      });
      return loaded as NonNullable<typeof loaded>;
    };

    it('uses a random key of the process, never one written in the repository, and warns once', () => {
      const { read, warn } = freshProcess();
      const first = read({}).visitorSecret;
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(read({ NODE_ENV: 'development' }).visitorSecret).toBe(first);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('VISITOR_SECRET is not set');
      expect(freshProcess().read({}).visitorSecret).not.toBe(first);
    });
  });

  describe('object storage keys', () => {
    it("default to MinIO's local ones outside production", () => {
      expect(readGatewayConfig({}).objectStorage).toMatchObject({ accessKeyId: 'minioadmin', secretAccessKey: 'minioadmin' });
    });

    it.each(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])('refuses a production start without %s', (name) => {
      expect(() => readGatewayConfig({ ...production, [name]: undefined })).toThrow(
        new ConfigError(`${name} must be set when NODE_ENV=production`),
      );
    });

    it.each(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])("refuses MinIO's default key as %s in production", (name) => {
      expect(() => readGatewayConfig({ ...production, [name]: 'minioadmin' })).toThrow(
        new ConfigError(`${name} must not be MinIO's default "minioadmin" when NODE_ENV=production`),
      );
    });
  });
});
