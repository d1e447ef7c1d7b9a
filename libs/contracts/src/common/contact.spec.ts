import { classifyContact, otherContactKind } from './contact';

describe(classifyContact.name, () => {
  it.each([
    ['fan@example.com', { kind: 'email', value: 'fan@example.com' }],
    ['  Fan@Example.COM ', { kind: 'email', value: 'fan@example.com' }],
    ['+39 333 123 4567', { kind: 'phone', value: '+393331234567' }],
    ['(333) 123-4567', { kind: 'phone', value: '+3331234567' }],
    ['1', { kind: 'phone', value: '+1' }],
    ['+1234567890123456', { kind: 'phone', value: '+1234567890123456' }],
  ])('reads %j as %j', (input, expected) => {
    expect(classifyContact(input)).toEqual(expected);
  });

  it.each(['', '   ', 'fan@example', 'fan example@x.com', '@example.com', '0333123456', '+0333', '+12345678901234567', '333-abc', 'a@b.c d'])(
    'refuses %j',
    (input) => {
      expect(classifyContact(input)).toBeNull();
    },
  );

  it('knows the other kind', () => {
    expect(otherContactKind('email')).toBe('phone');
    expect(otherContactKind('phone')).toBe('email');
  });
});
