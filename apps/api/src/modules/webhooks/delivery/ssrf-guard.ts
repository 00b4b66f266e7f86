import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Every address a host name resolves to (injectable so tests can point a name at loopback). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Addresses a webhook must never reach: loopback, private, link-local (metadata), CGNAT… */
const blocked = new BlockList();
for (const [net, bits] of [
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
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Names that mean this machine or a cloud's metadata service, refused like their addresses. */
const BLOCKED_NAMES = new Set(['localhost', 'metadata.google.internal', 'metadata']);

const bare = (host: string) => host.toLowerCase().replace(/^\[|\]$/g, '');

/** Whether an IP literal is on a private, local or special network. */
export function isBlockedAddress(address: string): boolean {
  const a = bare(address);
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is its IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(a);
  if (family === 4) return blocked.check(a, 'ipv4');
  if (family === 6) return blocked.check(a, 'ipv6');
  return true;
}

export interface SsrfGuard {
  /** At save time: refuses literal private addresses and local names, unless allow-listed. */
  allowedAtSave(host: string): boolean;
  /** At delivery time: the address to connect to, or why the host is refused. */
  check(
    host: string,
  ): Promise<{ ok: true; target: ResolvedAddress } | { ok: false; error: string }>;
}

export function createSsrfGuard(allowedHosts: readonly string[], resolve: Resolve): SsrfGuard {
  const allowed = new Set(allowedHosts.map(bare));
  return {
    allowedAtSave(host) {
      const h = bare(host);
      if (allowed.has(h)) return true;
      if (isIP(h) || h.startsWith('::ffff:')) return !isBlockedAddress(h);
      return !BLOCKED_NAMES.has(h) && !h.endsWith('.localhost');
    },
    async check(host) {
      const h = bare(host);
      let addresses: ResolvedAddress[];
      if (isIP(h)) addresses = [{ address: h, family: isIP(h) === 6 ? 6 : 4 }];
      else {
        try {
          addresses = await resolve(h);
        } catch (e) {
          return { ok: false, error: `The host name did not resolve: ${(e as Error).message}` };
        }
      }
      if (addresses.length === 0) return { ok: false, error: 'The host name did not resolve.' };
      if (!allowed.has(h)) {
        // Every address must be public: a name that also resolves to a private one is refused.
        const bad = addresses.find((a) => !allowed.has(a.address) && isBlockedAddress(a.address));
        if (bad)
          return {
            ok: false,
            error: `Refused: ${h} resolves to ${bad.address}, a private or local address.`,
          };
      }
      return { ok: true, target: addresses[0]! };
    },
  };
}
