import { RedisConnection } from '../../common/redis.module';
import { readGatewayConfig } from '../../config/gateway-config';
import { CHALLENGE_SECONDS, PasskeyChallenges } from './passkey-challenges';

/** What the browser signs and sends back: the base64url of the issued text (WebAuthn's client data). */
const signed = (challenge: string) => Buffer.from(challenge).toString('base64url');

describe(PasskeyChallenges.name, () => {
  const config = readGatewayConfig({ VISITOR_SECRET: 'a'.repeat(32) });
  // Only `markUsed` talks to Redis; the connection is never opened here.
  const sut = new PasskeyChallenges(new RedisConnection(config), config);

  afterEach(() => jest.useRealTimers());

  it('holds for its purpose and binding', () => {
    expect(sut.isValid(signed(sut.issue('login')), 'login')).toBe(true);
    expect(sut.isValid(signed(sut.issue('register', 'session-a')), 'register', 'session-a')).toBe(true);
  });

  it('is refused for another purpose, another session, or with its terms changed', () => {
    const login = sut.issue('login');
    expect(sut.isValid(signed(login), 'register')).toBe(false);
    expect(sut.isValid(signed(sut.issue('register', 'session-a')), 'register', 'session-b')).toBe(false);
    const [purpose, expires, nonce, mac] = login.split('.');
    expect(sut.isValid(signed([purpose, Number(expires) + 3600, nonce, mac].join('.')), 'login')).toBe(false);
    expect(sut.isValid(signed([purpose, expires, nonce, `${mac?.slice(0, -1)}${mac?.endsWith('A') ? 'B' : 'A'}`].join('.')), 'login')).toBe(
      false,
    );
    expect(sut.isValid(signed('login.1.2.3'), 'login')).toBe(false);
    expect(sut.isValid('not base64url at all!', 'login')).toBe(false);
  });

  it('is refused once its time is up', () => {
    jest.useFakeTimers({ now: Date.now() });
    const challenge = sut.issue('login');
    jest.advanceTimersByTime((CHALLENGE_SECONDS - 1) * 1000);
    expect(sut.isValid(signed(challenge), 'login')).toBe(true);
    jest.advanceTimersByTime(2000);
    expect(sut.isValid(signed(challenge), 'login')).toBe(false);
  });

  it('is refused when another installation (another key) made it', () => {
    const elsewhere = readGatewayConfig({ VISITOR_SECRET: 'b'.repeat(32) });
    const theirs = new PasskeyChallenges(new RedisConnection(elsewhere), elsewhere).issue('login');
    expect(sut.isValid(signed(theirs), 'login')).toBe(false);
  });
});
