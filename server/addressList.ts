import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export class AddressListError extends Error {}

/** Names for common ranges, as proxy-addr (Express, Fastify) knows them. */
const NAMED: Record<string, string> = {
  loopback: '127.0.0.0/8, ::1/128',
  linklocal: '169.254.0.0/16, fe80::/10',
  uniquelocal: '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7',
};

/** An address as Node reports it, IPv4-mapped IPv6 (`::ffff:10.0.0.5`) taken as the IPv4 it carries. */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.trim().replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
}

function parseRange(entry: string): Range {
  if (entry.includes('/')) {
    try {
      const [address, bits] = ipaddr.parseCIDR(entry);
      // A range written as IPv4-mapped IPv6 covers IPv4 addresses, which parseAddress gives as IPv4.
      if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
        return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
      }
      return [address, bits];
    } catch {
      throw new AddressListError(`"${entry}" is not a CIDR range such as 10.0.0.0/8 or fd00::/8`);
    }
  }
  const address = parseAddress(entry);
  if (!address) throw new AddressListError(`"${entry}" is not an IPv4 or IPv6 address`);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/**
 * Comma-separated addresses and CIDR ranges (IPv4 and IPv6; `loopback`, `linklocal`, `uniquelocal` as names) as a
 * test of one address. Throws AddressListError naming the first entry that is neither.
 */
export function parseAddressList(text: string): (address: string) => boolean {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const ranges = entries.flatMap((e) => (NAMED[e.toLowerCase()] ?? e).split(',').map((x) => parseRange(x.trim())));
  return (candidate: string) => {
    const address = parseAddress(candidate);
    if (!address) return false;
    return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
  };
}
