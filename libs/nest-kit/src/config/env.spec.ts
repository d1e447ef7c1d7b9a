import { z } from 'zod';
import { readInfraConfig } from './env';
import { booleanVar, ConfigError, integerVar, parseEnv, textVar, urlVar, withoutUrlPasswords } from './env-vars';
import { readRedisConfig } from './owner-mail-config';

describe(withoutUrlPasswords.name, () => {
  it.each([
    ['postgres://stagelink:s3cret@db:5432/stagelink', 'postgres://stagelink:***@db:5432/stagelink'],
    ['redis://:s3cret@cache:6379', 'redis://:***@cache:6379'],
    ['nats://user:pa/ss@word@nats:4222', 'nats://user:***@nats:4222'],
    ['connect to postgres://u:s3cret@db failed; retry redis://:x@y', 'connect to postgres://u:***@db failed; retry redis://:***@y'],
  ])('hides the password of %s', (text, expected) => {
    expect(withoutUrlPasswords(text)).toBe(expected);
  });

  it('leaves a URL without a password as it is', () => {
    expect(withoutUrlPasswords('postgres://postgres@127.0.0.1:5432/stagelink')).toBe('postgres://postgres@127.0.0.1:5432/stagelink');
  });
});

describe('a boot error about a URL', () => {
  it.each([
    () => readInfraConfig({ DATABASE_URL: 'postgres://stagelink:s3cret@[bad/db' }),
    () => readInfraConfig({ NATS_URL: 'nats://user:s3cret@[bad' }),
    () => readRedisConfig({ REDIS_URL: 'redis://:s3cret@[bad' }),
    () => parseEnv(z.object({ S3_ENDPOINT: urlVar('http://127.0.0.1:9000', ['http:']) }), { S3_ENDPOINT: 'http://key:s3cret@[bad' }),
  ])('names the variable and never prints the password (#%#)', (read) => {
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/is not a valid URL: ".*:\*\*\*@/);
    expect(read).not.toThrow(/s3cret/);
  });
});

describe(parseEnv.name, () => {
  it('names every bad variable, one a line, and keeps the defaults of the unset ones', () => {
    const schema = z.object({ PORT: integerVar(8080, 0, 65535), LOG_REQUESTS: booleanVar(false), HOST: textVar('0.0.0.0') });
    expect(parseEnv(schema, {})).toEqual({ PORT: 8080, LOG_REQUESTS: false, HOST: '0.0.0.0' });
    expect(() => parseEnv(schema, { PORT: 'eighty', LOG_REQUESTS: 'yes' })).toThrow(
      new ConfigError('PORT must be a whole number from 0 to 65535 (got "eighty")\nLOG_REQUESTS must be true or false (got "yes")'),
    );
  });
});
