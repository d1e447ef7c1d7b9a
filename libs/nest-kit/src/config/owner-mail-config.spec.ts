import { ConfigError } from './env-vars';
import { readOwnerMailConfig } from './owner-mail-config';

const configured = { SMTP_URL: 'smtp://mail.example.com:587', NOTIFY_EMAIL: 'owner@example.com' };

describe(readOwnerMailConfig.name, () => {
  it('is off when neither SMTP_URL nor NOTIFY_EMAIL is set', () => {
    expect(readOwnerMailConfig({})).toBeNull();
  });

  it('sends from the owner to the owner by default, linking to the local site, with Redis for its queue', () => {
    expect(readOwnerMailConfig(configured)).toEqual({
      smtpUrl: 'smtp://mail.example.com:587',
      notifyEmail: 'owner@example.com',
      mailFrom: 'owner@example.com',
      siteUrl: 'http://localhost:8080',
      attempts: 10,
      retryDelayMs: 30000,
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'stagelink:',
    });
  });

  it('takes MAIL_FROM, SITE_URL without its trailing slash, and the retry settings', () => {
    const sut = readOwnerMailConfig({
      ...configured,
      MAIL_FROM: 'bookings@luna.example',
      SITE_URL: 'https://luna.example/',
      MAIL_ATTEMPTS: '3',
      MAIL_RETRY_DELAY_MS: '100',
      REDIS_KEY_PREFIX: 'luna:',
    });
    expect(sut).toMatchObject({
      mailFrom: 'bookings@luna.example',
      siteUrl: 'https://luna.example',
      attempts: 3,
      retryDelayMs: 100,
      redisKeyPrefix: 'luna:',
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ SMTP_URL: configured.SMTP_URL }, 'NOTIFY_EMAIL must be set when SMTP_URL is set'],
    [{ NOTIFY_EMAIL: configured.NOTIFY_EMAIL }, 'SMTP_URL must be set when NOTIFY_EMAIL is set'],
    [{ ...configured, NOTIFY_EMAIL: 'owner' }, 'NOTIFY_EMAIL must be an e-mail address'],
    [{ ...configured, NOTIFY_EMAIL: 'owner@example.com\r\nBcc: x@evil.example' }, 'NOTIFY_EMAIL must be an e-mail address'],
    [{ ...configured, MAIL_FROM: 'Luna <luna@example.com>' }, 'MAIL_FROM must be an e-mail address'],
    [{ ...configured, SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must use smtp: or smtps:'],
    [{ ...configured, SITE_URL: 'ftp://luna.example' }, 'SITE_URL must use http: or https:'],
    [{ ...configured, MAIL_ATTEMPTS: '0' }, 'MAIL_ATTEMPTS must be a whole number from 1 to 100'],
    [{ ...configured, NODE_ENV: 'production' }, 'SITE_URL must be set when SMTP_URL is set and NODE_ENV=production'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readOwnerMailConfig(env)).toThrow(ConfigError);
    expect(() => readOwnerMailConfig(env)).toThrow(message);
  });

  it('never repeats an SMTP_URL it cannot read, which may hold a password', () => {
    expect(() => readOwnerMailConfig({ ...configured, SMTP_URL: 'smtp://user:s3cret@[bad' })).toThrow(
      /^SMTP_URL is not a valid URL \(smtp:/,
    );
    expect(() => readOwnerMailConfig({ ...configured, SMTP_URL: 'smtp://user:s3cret@[bad' })).not.toThrow(/s3cret/);
  });
});
