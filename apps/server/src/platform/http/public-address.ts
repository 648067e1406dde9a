import { BlockList, isIP } from 'node:net';

// Which addresses the server may call when someone typed the address: a feed (issue 25), a tenant's
// integration endpoint (issue 27); no requests to private or loopback addresses. Such an address is
// typed by an editor or admin, so without this the server could be made to read its own network: the
// cloud's metadata service (169.254.169.254), a database port on 10.x, its own admin on 127.0.0.1. Every address a host name resolves to is checked, and the connection then goes to a checked
// one (feed-fetch.ts), so a name that resolves differently a moment later (DNS rebinding) gains nothing.

/** May the server open a connection to this address (an IPv4 or IPv6 literal)? */
export type AddressCheck = (address: string) => boolean;

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: the IPv4 address inside may be a private one
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), -compatible or NAT64 (64:ff9b::) one. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (match) return match[1]!;
  // The same written in hex (::ffff:7f00:1), as URL parsers normalise it.
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Production's rule: a public unicast address only. Anything unparsable is refused. */
export const isPublicAddress: AddressCheck = (raw) => {
  const address = raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1) : raw;
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address.toLowerCase());
  if (inner !== null) return isIP(inner) === 4 && !NOT_PUBLIC.check(inner, 'ipv4');
  // ::ffff:0:0/96 written any other way is refused whole.
  if (/^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, 'ipv6');
};
