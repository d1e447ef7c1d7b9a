import { ConfigError } from '@stagelink/nest-kit';
import { readGatewayConfig } from './gateway-config';

describe(readGatewayConfig.name, () => {
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

  it('refuses a production start without a password', () => {
    expect(() => readGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('ADMIN_PASSWORD or ADMIN_PASSWORD_HASH must be set when NODE_ENV=production'),
    );
  });

  it('honours ADMIN_PASSWORD and accepts only argon2id hashes', () => {
    expect(readGatewayConfig({ ADMIN_PASSWORD: 'stage' }).adminPassword).toEqual({ kind: 'plain', password: 'stage', generated: false });
    expect(() => readGatewayConfig({ ADMIN_PASSWORD_HASH: '$2b$10$bcrypt' })).toThrow(ConfigError);
  });

  it('names the variable when a value is wrong', () => {
    expect(() => readGatewayConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(() => readGatewayConfig({ REDIS_URL: 'http://localhost' })).toThrow('REDIS_URL must use redis: or rediss: (got "http:")');
  });

  it('has the public-write limits of decisions.md, each configurable', () => {
    expect(readGatewayConfig({}).rateLimits).toEqual({ likesPerMinute: 60, analyticsPerMinute: 120, newsletterPerHour: 10, bookingsPerHour: 10 });
    expect(readGatewayConfig({ RATE_LIMIT_BOOKINGS_PER_HOUR: '3' }).rateLimits.bookingsPerHour).toBe(3);
    expect(() => readGatewayConfig({ RATE_LIMIT_LIKES_PER_MINUTE: '0' })).toThrow('RATE_LIMIT_LIKES_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")');
  });

  it('needs a long VISITOR_SECRET in production, and refuses a short one anywhere', () => {
    const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a long password' };
    expect(() => readGatewayConfig(production)).toThrow('VISITOR_SECRET must be set when NODE_ENV=production (at least 32 random characters)');
    expect(readGatewayConfig({ ...production, VISITOR_SECRET: 'x'.repeat(32) }).visitorSecret).toBe('x'.repeat(32));
    expect(() => readGatewayConfig({ VISITOR_SECRET: 'short' })).toThrow('VISITOR_SECRET must be at least 32 characters');
  });
});
