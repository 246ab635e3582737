import { isIPv6 } from 'node:net';

/**
 * The IPv6 prefix one client is counted by: a home or a phone gets a whole /64, so counting each
 * address of it apart would let a client pick a fresh budget per request. @fastify/rate-limit's
 * default (`defaultIPv6Subnet`), which the API's limits used before our own plugin.
 */
const IPV6_SUBNET_GROUPS = 4;

/**
 * Who a rate limit counts a request against, from `request.ip` (which honours TRUST_PROXY): an
 * IPv4 address as it is; an IPv6 address by its /64 in RFC 5952 form (`2001:db8:1:2::`); an
 * IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address. The same keys as
 * @fastify/rate-limit's `normalizeIP` (ip-address's `correctForm`), so the counters of an instance
 * still running the old build and of a new one agree in PostgreSQL during a rolling deploy.
 * IPv4, the usual case, costs no parsing: only a string with ':' is looked at as IPv6.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':') || !isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  if (isMappedIPv4(groups)) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  groups.fill(0, IPV6_SUBNET_GROUPS);
  return compressIPv6(groups);
}

/**
 * The eight 16-bit groups of an address `isIPv6` accepted: `::` expanded, a trailing dotted IPv4
 * part turned into two groups, a zone (`%eth0`) dropped.
 */
export function ipv6Groups(address: string): number[] {
  let ip = address;
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  const lastColon = ip.lastIndexOf(':');
  if (ip.includes('.', lastColon)) {
    const [a, b, c, d] = ip
      .slice(lastColon + 1)
      .split('.')
      .map(Number) as [number, number, number, number];
    ip = `${ip.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const hex = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const gap = ip.indexOf('::');
  if (gap < 0) return hex(ip);
  const head = hex(ip.slice(0, gap));
  const tail = hex(ip.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** In `::ffff:0:0/96` (RFC 4291 2.5.5.2). */
function isMappedIPv4(groups: number[]): boolean {
  return groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0xffff;
}

/** RFC 5952: lower-case hex without leading zeros, the first longest run of two or more zero groups as `::`. */
export function compressIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - i > bestLength) [bestStart, bestLength] = [i, end - i];
    i = end;
  }
  const text = (part: number[]) => part.map((group) => group.toString(16)).join(':');
  if (bestStart < 0) return text(groups);
  return `${text(groups.slice(0, bestStart))}::${text(groups.slice(bestStart + bestLength))}`;
}
