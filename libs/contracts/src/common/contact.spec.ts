import { classifyContact, contactOfKind, invalidContactMessage, isPhoneCountry, otherContactKind, phoneCountryOf } from './contact';

const local64 = 'l'.repeat(64);
// 63 + 1 + 63 + 1 + 63 + 1 + 57 = 249 characters of domain: with `abcd@` the address is 254.
const longDomain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(57)}`;

describe(classifyContact.name, () => {
  it.each([
    ['fan@example.com', { kind: 'email', value: 'fan@example.com' }],
    ['  Fan@Example.COM ', { kind: 'email', value: 'fan@example.com' }],
    ['a@b.co', { kind: 'email', value: 'a@b.co' }],
    ['first.last+gigs@mail.example.co.uk', { kind: 'email', value: 'first.last+gigs@mail.example.co.uk' }],
    ["o'neil@example.ie", { kind: 'email', value: "o'neil@example.ie" }],
    ["!#$%&'*+/=?^_`{|}~-@example.com", { kind: 'email', value: "!#$%&'*+/=?^_`{|}~-@example.com" }],
    ['fan@my-band.example', { kind: 'email', value: 'fan@my-band.example' }],
    ['fan@123.example', { kind: 'email', value: 'fan@123.example' }],
    ['fan@xn--bcher-kva.example', { kind: 'email', value: 'fan@xn--bcher-kva.example' }],
    [`${local64}@example.com`, { kind: 'email', value: `${local64}@example.com` }],
    [`abcd@${longDomain}`, { kind: 'email', value: `abcd@${longDomain}` }],
    ['+39 333 123 4567', { kind: 'phone', value: '+393331234567' }],
    // Without a country code, a number is the visitor's country's: Italy unless told otherwise.
    ['333 555 0202', { kind: 'phone', value: '+393335550202' }],
    ['(333) 123-4567', { kind: 'phone', value: '+393331234567' }],
    ['333.555.0202', { kind: 'phone', value: '+393335550202' }],
    // Italian landlines keep their leading zero after the country code.
    ['0333 1234567', { kind: 'phone', value: '+3903331234567' }],
    ['0039 333 1234567', { kind: 'phone', value: '+393331234567' }],
    ['+1 (202) 555-0143', { kind: 'phone', value: '+12025550143' }],
  ])('reads %j as %j', (input, expected) => {
    expect(classifyContact(input)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    'fan@example',
    'fan example@x.com',
    '@example.com',
    '+0333',
    '+12345678901234567',
    '333-abc',
    'a@b.c d',
    // Too short to be anyone's number: it was stored as "+12".
    '12',
    '1',
    '+39 12',
    // No such country code.
    '+333 000 1111',
    '+1234567890123456',
    '333 555 0202 ext. 4',
  ])('refuses %j', (input) => {
    expect(classifyContact(input)).toBeNull();
  });

  it.each([
    ['markup in the local part', '<script>alert(1)</script>@x.example'],
    ['angle brackets', 'Fan <fan@example.com>'],
    ['a quoted local part', '"fan"@example.com'],
    ['a quoted local part with a space', '"fan club"@example.com'],
    ['a leading dot', '.fan@example.com'],
    ['a trailing dot', 'fan.@example.com'],
    ['a double dot', 'fan..club@example.com'],
    ['two @', 'fan@club@example.com'],
    ['a local part over 64 characters', `${local64}x@example.com`],
    ['an address over 254 characters', `abcde@${longDomain}`],
    ['a label over 63 characters', `fan@${'d'.repeat(64)}.example`],
    ['a label starting with a hyphen', 'fan@-band.example'],
    ['a label ending with a hyphen', 'fan@band-.example'],
    ['an empty label', 'fan@band..example'],
    ['a domain ending in a dot', 'fan@example.com.'],
    ['a numeric top-level domain', 'fan@example.123'],
    ['a one-letter top-level domain', 'fan@example.c'],
    ['an address literal', 'fan@[192.0.2.1]'],
    ['an underscore in the domain', 'fan@my_band.example'],
    ['a comma', 'fan,club@example.com'],
    ['a NUL character', 'fan\u0000@example.com'],
    ['a non-ASCII domain', 'fan@bücher.example'],
    ['a tab', 'fan\t@example.com'],
    ['a scheme as a phone', 'javascript:alert(1)'],
    ['a NUL in a phone', '+39333\u0000'],
  ])('refuses %s', (_what, input) => {
    expect(classifyContact(input)).toBeNull();
  });

  it("reads a number without a country code as one of the visitor's country", () => {
    expect(classifyContact('090-1234-5678', 'JP')).toEqual({ kind: 'phone', value: '+819012345678' });
    expect(classifyContact('(202) 555-0143', 'US')).toEqual({ kind: 'phone', value: '+12025550143' });
    expect(classifyContact('+39 333 123 4567', 'JP')).toEqual({ kind: 'phone', value: '+393331234567' });
    expect(classifyContact('010-1234-5678', 'KR')).toEqual({ kind: 'phone', value: '+821012345678' });
    expect(contactOfKind('phone', '333 555 0202', 'DE')).not.toEqual({ kind: 'phone', value: '+393335550202' });
  });

  it('takes a contact only of the kind its field asks for', () => {
    expect(contactOfKind('email', ' Fan@Example.com')).toEqual({ kind: 'email', value: 'fan@example.com' });
    expect(contactOfKind('phone', '+39 333 123 4567')).toEqual({ kind: 'phone', value: '+393331234567' });
    expect(contactOfKind('phone', '12')).toBeNull();
    expect(contactOfKind('phone', 'fan@example.com')).toBeNull();
    expect(contactOfKind('email', '+393331234567')).toBeNull();
  });

  it('names the field in its refusal', () => {
    expect(invalidContactMessage('email')).toMatch(/^email /);
    expect(invalidContactMessage('phone')).toMatch(/^phone /);
  });

  it("finds the country of a visitor's numbers in their language tag", () => {
    expect(phoneCountryOf('it')).toBe('IT');
    expect(phoneCountryOf('it-CH')).toBe('CH');
    expect(phoneCountryOf('en-GB')).toBe('GB');
    expect(phoneCountryOf('en_US')).toBe('US');
    expect(phoneCountryOf('zh-Hant-TW')).toBe('TW');
    expect(phoneCountryOf('ja')).toBe('JP');
    expect(phoneCountryOf('ko-KR')).toBe('KR');
    // Spoken in many countries: only a region tells.
    expect(phoneCountryOf('en')).toBeUndefined();
    expect(phoneCountryOf('ar')).toBeUndefined();
    expect(phoneCountryOf('es-419')).toBeUndefined();
    expect(phoneCountryOf('constructor')).toBeUndefined();
  });

  it('knows which countries have a numbering plan', () => {
    expect(isPhoneCountry('IT')).toBe(true);
    expect(isPhoneCountry('it')).toBe(false);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry(undefined)).toBe(false);
  });

  it('knows the other kind', () => {
    expect(otherContactKind('email')).toBe('phone');
    expect(otherContactKind('phone')).toBe('email');
  });
});
