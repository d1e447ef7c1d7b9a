import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may fetch a site's icon from (docs/decisions.md, D-110): public
 * unicast only, never this machine, its network, link-local or any reserved range, whatever
 * name pointed there. `allowed` lists exceptions (SITE_ICON_ALLOWED_ADDRESSES), for a test's
 * local site.
 */
export class PublicAddressRule {
  private readonly allowed: [ipaddr.IPv4 | ipaddr.IPv6, number][];

  constructor(allowed: readonly string[] = []) {
    this.allowed = allowed.map(parseRange);
  }

  permits(ip: string): boolean {
    if (!ipaddr.isValid(ip)) return false;
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
    const address = ipaddr.process(ip);
    if (this.allowed.some(([network, bits]) => address.kind() === network.kind() && address.match(network, bits))) return true;
    return address.range() === 'unicast';
  }
}

function parseRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (entry.includes('/')) {
    const [network, bits] = ipaddr.parseCIDR(entry);
    return [network.kind() === 'ipv6' ? ipaddr.process(network.toString()) : network, bits];
  }
  const address = ipaddr.process(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}
