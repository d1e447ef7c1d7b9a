import { readIdempotencyKey } from './idempotency';

describe(readIdempotencyKey.name, () => {
  const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324';

  it.each([
    [uuid, uuid],
    [`"${uuid}"`, uuid],
    [`  ${uuid} `, uuid],
    ['01HZY4K9Q7W3V2T8M5N6P0R1S2', '01HZY4K9Q7W3V2T8M5N6P0R1S2'],
    ['a'.repeat(16), 'a'.repeat(16)],
    ['A.b_c:d-'.repeat(16), 'A.b_c:d-'.repeat(16)],
  ])('takes %j as the key %j', (header, key) => {
    expect(readIdempotencyKey(header)).toEqual({ kind: 'key', key });
  });

  it('tells a missing header apart', () => {
    expect(readIdempotencyKey(undefined)).toEqual({ kind: 'absent' });
  });

  it.each([
    ['empty', ''],
    ['too short', 'a'.repeat(15)],
    ['too long', 'a'.repeat(129)],
    ['a space inside', `${uuid.slice(0, 10)} ${uuid.slice(11)}`],
    ['markup', `<script>${'x'.repeat(16)}</script>`],
    ['a slash', `${uuid}/x`],
    ['non-ASCII', `${uuid}é`],
    ['one quote', `"${uuid}`],
    ['empty quotes', '""'],
    ['a list', `${uuid}, ${uuid}`],
  ])('refuses %s', (_case, header) => {
    expect(readIdempotencyKey(header)).toEqual({ kind: 'invalid' });
  });

  it('refuses the header sent twice', () => {
    expect(readIdempotencyKey([uuid, uuid])).toEqual({ kind: 'invalid' });
  });
});
