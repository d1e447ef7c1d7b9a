import { PublicAddressRule } from './public-address';

describe(PublicAddressRule.name, () => {
  const sut = new PublicAddressRule();

  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])('permits the public address %s', (ip) => {
    expect(sut.permits(ip)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (ip) => {
    expect(sut.permits(ip)).toBe(false);
  });

  it('permits the addresses it is told to, and only those', () => {
    const local = new PublicAddressRule(['127.0.0.1', '10.9.0.0/16']);
    expect(local.permits('127.0.0.1')).toBe(true);
    expect(local.permits('::ffff:127.0.0.1')).toBe(true);
    expect(local.permits('10.9.4.4')).toBe(true);
    expect(local.permits('127.0.0.2')).toBe(false);
    expect(local.permits('10.8.0.1')).toBe(false);
  });
});
