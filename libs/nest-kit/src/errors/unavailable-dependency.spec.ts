import { isDatabaseUnavailable, isRedisUnavailable } from './unavailable-dependency';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe(isDatabaseUnavailable.name, () => {
  it('recognises a server that refuses or drops the connection', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('recognises a server shutting down or starting up, inside TypeORM query errors too', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { driverError: { code: '57P01' } });
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable({ driverError: withCode('57P03', 'the database system is starting up') })).toBe(true);
    expect(isDatabaseUnavailable({ driverError: withCode('08006') })).toBe(true);
  });

  it('leaves errors of the query or the code alone', () => {
    expect(isDatabaseUnavailable({ driverError: withCode('23505', 'duplicate key value') })).toBe(false);
    expect(isDatabaseUnavailable({ driverError: withCode('42P01', 'relation does not exist') })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read x of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe(isRedisUnavailable.name, () => {
  it('recognises a command ioredis could not send, or gave up on', () => {
    expect(isRedisUnavailable(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isRedisUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(
      isRedisUnavailable(Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' })),
    ).toBe(true);
  });

  it('leaves what Redis itself answered alone', () => {
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
    expect(isRedisUnavailable('Connection is closed.')).toBe(false);
  });
});
