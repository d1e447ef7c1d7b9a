import { addressGroup } from './address-group';

describe(addressGroup.name, () => {
  it('counts an IPv4 address as itself, however a dual-stack socket writes it', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one, whatever its spelling', () => {
    const group = addressGroup('2001:db8:1:2::1');
    expect(group).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('2001:DB8:1:2:abcd::7')).toBe(group);
  });

  it('tells neighbouring /64s apart', () => {
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
