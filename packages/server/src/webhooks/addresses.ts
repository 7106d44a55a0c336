/**
 * Which IP addresses a webhook may not reach: loopback, private, shared, link-local, multicast,
 * documentation, benchmarking and reserved ranges of both families, and the IPv6 forms that carry an
 * IPv4 address inside them (IPv4-compatible, IPv4-mapped and -translated, NAT64, 6to4, Teredo), which
 * are judged by the IPv4 address they embed.
 */
import { BlockList, isIP } from 'node:net';

const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const V6_BLOCKED: readonly [string, number][] = [
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [prefix, bits] of V4_BLOCKED) blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of V6_BLOCKED) blocked.addSubnet(prefix, bits, 'ipv6');

/** True for an address literal a webhook may not reach (false for host names). */
export function isPrivateAddress(host: string): boolean {
  const version = isIP(host);
  if (version === 4) return blocked.check(host, 'ipv4');
  if (version !== 6) return false;
  // A zone (fe80::1%eth0) names a local interface: nothing public is reached that way.
  if (host.includes('%')) return true;
  const groups = ipv6Groups(host);
  if (!groups) return true;
  if (blocked.check(host, 'ipv6')) return true;
  return embeddedIpv4(groups).some((v4) => blocked.check(v4, 'ipv4'));
}

/**
 * The IPv4 addresses an IPv6 address stands for. `::` and `::1` come out as 0.0.0.0 and 0.0.0.1,
 * both in 0.0.0.0/8, so they are refused with the IPv4-compatible range.
 */
export function embeddedIpv4(groups: readonly number[]): string[] {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, ...number[]];
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  const last = v4Of(g6!, g7!);
  const found: string[] = [];
  if (zeros(0, 6)) found.push(last); // ::a.b.c.d, IPv4-compatible (deprecated)
  if (zeros(0, 5) && g5 === 0xffff) found.push(last); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeros(0, 4) && g4 === 0xffff && g5 === 0) found.push(last); // ::ffff:0:a.b.c.d, IPv4-translated
  if (g0 === 0x64 && g1 === 0xff9b && zeros(2, 6)) found.push(last); // 64:ff9b::/96, NAT64
  if (g0 === 0x2002) found.push(v4Of(g1, g2)); // 2002::/16, 6to4
  if (g0 === 0x2001 && g1 === 0) {
    // Teredo 2001::/32: the server's address, and the client's with every bit flipped.
    found.push(v4Of(g2, g3), v4Of(g6! ^ 0xffff, g7! ^ 0xffff));
  }
  return found;
}

/** The eight 16-bit groups of a valid IPv6 literal (`::` expanded, a trailing dotted quad read). */
export function ipv6Groups(text: string): number[] | null {
  let host = text.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    host = `${host.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (halves.length === 2 ? fill < 1 : fill !== 0) return null;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? fill : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function v4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}
