import { AddressListError, parseAddressList } from '../addressList.ts';

/** Loopback, IPv4 and IPv6: who may read /metrics when METRICS_ALLOW is unset. */
const LOOPBACK = '127.0.0.0/8, ::1/128';

export { AddressListError as MetricsAllowError };

/**
 * METRICS_ALLOW (comma-separated addresses and CIDR ranges, IPv4 and IPv6) as a test of one address.
 * Empty = loopback only; when set, only what it lists (loopback included only if listed).
 */
export const parseMetricsAllow = (text: string): ((address: string) => boolean) =>
  parseAddressList(text.trim() || LOOPBACK);

/**
 * Every address the request came through: the peer of the socket and each hop named in X-Forwarded-For.
 * All of them must be allowed, whatever TRUST_PROXY says: the addresses TRUST_PROXY makes the client address
 * (the peer, the trusted proxies, the right-most untrusted hop) are among them, and the hops left of those are the
 * client's own words, which checking can only make refuse more. So /metrics never admits an address that the
 * throttle and the audit log would not see as the client.
 */
export function requestPath(peer: string | undefined, forwardedFor: string | string[] | undefined): string[] {
  const hops = [forwardedFor]
    .flat()
    .filter((h): h is string => typeof h === 'string')
    .flatMap((h) => h.split(','));
  return [peer ?? '', ...hops].map((h) => h.trim());
}
