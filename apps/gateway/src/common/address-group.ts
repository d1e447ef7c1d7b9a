import ipaddr from 'ipaddr.js';

/**
 * The unit a limit counts a client by (docs/decisions.md, D-93): an IPv4 address as it is, an
 * IPv6 address by its /64, the smallest network a provider hands one customer, so an attacker
 * holding a /64 (2^64 addresses) counts once. An IPv4 address written as IPv6 (`::ffff:1.2.3.4`,
 * as a dual-stack socket reports it) is the IPv4 address. Anything that is no address stays as
 * it is: it only ever comes from the socket or a trusted proxy.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
