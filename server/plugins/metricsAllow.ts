import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Loopback, IPv4 and IPv6: who may read /metrics when METRICS_ALLOW is unset. */
const LOOPBACK = '127.0.0.0/8, ::1/128';

export class MetricsAllowError extends Error {}

/** An address as Node reports it, IPv4-mapped IPv6 (`::ffff:10.0.0.5`) taken as the IPv4 it carries. */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
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
      throw new MetricsAllowError(`"${entry}" is not a CIDR range such as 10.0.0.0/8 or fd00::/8`);
    }
  }
  const address = parseAddress(entry);
  if (!address) throw new MetricsAllowError(`"${entry}" is not an IPv4 or IPv6 address`);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/**
 * METRICS_ALLOW (comma-separated addresses and CIDR ranges, IPv4 and IPv6) as a test of one address.
 * Empty = loopback only; when set, only what it lists (loopback included only if listed).
 */
export function parseMetricsAllow(text: string): (address: string) => boolean {
  const entries = (text.trim() || LOOPBACK).split(',').map((e) => e.trim()).filter(Boolean);
  const ranges = entries.map(parseRange);
  return (text: string) => {
    const address = parseAddress(text);
    if (!address) return false;
    return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));
  };
}

/**
 * Every address the request came through: the peer of the socket and each hop named in X-Forwarded-For.
 * All of them must be allowed, TRUST_PROXY or not: behind a proxy the peer is the proxy and the header names
 * the real client (which a client may also forge, but only by adding addresses, never by removing the one the
 * proxy appends); without a proxy the header is the client's own words, and checking it can only refuse more.
 */
export function requestPath(peer: string | undefined, forwardedFor: string | string[] | undefined): string[] {
  const hops = [forwardedFor].flat().filter((h): h is string => typeof h === 'string').flatMap((h) => h.split(','));
  return [peer ?? '', ...hops].map((h) => h.trim());
}
