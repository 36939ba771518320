import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch on a user's behalf must never reach: this machine, the private networks around it, link-local
 * (cloud metadata at 169.254.169.254), unspecified (0.0.0.0 and :: reach this machine), shared CGNAT space,
 * multicast and reserved ranges, and the IPv6 forms that carry an IPv4 address inside (mapped, translated, NAT64,
 * Teredo, 6to4). Node's BlockList also matches an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4
 * rules, so that spelling needs no rule of its own.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  // ::/96 holds :: and ::1 and the deprecated IPv4-compatible form (::7f00:1), which some stacks still route.
  ['::', 96],
  // ::ffff:0:0/96 is the IPv4-translated spelling (::ffff:0:7f00:1 is 127.0.0.1), which BlockList does not fold.
  ['::ffff:0:0:0', 96],
  // NAT64, well-known and local-use (RFC 8215) prefixes: a gateway translates them to the IPv4 address they embed.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // Teredo and 6to4 embed an IPv4 address (a relay or the tunnel's endpoint) that the checks above cannot see.
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  // Deprecated site-local: still the private range of some older internal networks.
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True for an address literal (IPv4 or IPv6, no brackets) that a user's URL may not make us connect to. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's hostname as an address literal when it is one: WHATWG parsing already turned 2130706433 or 0x7f.1 into 127.0.0.1. */
export function addressLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}
