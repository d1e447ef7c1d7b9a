import { canonicalJson } from './canonical-json';
import { KeySecrets } from './sealed-answer';

describe(KeySecrets.name, () => {
  const secret = 'a visitor secret of at least thirty-two characters';
  const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';
  const sut = () => new KeySecrets(secret, 'POST /api/bookings', key);

  it('opens what it sealed, and the sealed text shows none of it', () => {
    const answer = JSON.stringify({ id: 7, name: 'Giulia', email: 'giulia@example.com' });
    const sealed = sut().seal(answer);
    expect(sealed).not.toMatch(/Giulia|giulia|example/);
    expect(sut().open(sealed)).toBe(answer);
  });

  it('seals the same text differently each time', () => {
    expect(sut().seal('same')).not.toBe(sut().seal('same'));
  });

  it('cannot open with another key, another route or another secret, nor a sealed text that was changed', () => {
    const sealed = sut().seal('{"id":7}');
    expect(() => new KeySecrets(secret, 'POST /api/bookings', `${key}x`).open(sealed)).toThrow();
    expect(() => new KeySecrets(secret, 'POST /api/newsletter', key).open(sealed)).toThrow();
    expect(() => new KeySecrets(`${secret}!`, 'POST /api/bookings', key).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => sut().open(bytes.toString('base64url'))).toThrow();
  });

  it('names the Redis entry and fingerprints the body per route and key, never with the key in clear', () => {
    const other = new KeySecrets(secret, 'PUT /api/newsletter/1', key);
    expect(sut().redisId).toMatch(/^idempotency:[\w-]{43}$/);
    expect(sut().redisId).not.toContain(key);
    expect(sut().redisId).toBe(sut().redisId);
    expect(other.redisId).not.toBe(sut().redisId);
    expect(sut().fingerprint('{"a":1}')).toBe(sut().fingerprint('{"a":1}'));
    expect(other.fingerprint('{"a":1}')).not.toBe(sut().fingerprint('{"a":1}'));
  });
});

describe(canonicalJson.name, () => {
  it('writes every object with its keys in order, at any depth, and keeps arrays in theirs', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('writes a missing body as null', () => {
    expect(canonicalJson(undefined)).toBe('null');
  });
});
