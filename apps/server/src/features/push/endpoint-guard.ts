// A push subscription's endpoint is a URL a signed-in user hands us and the server then calls:
// it must not become a way to reach the server's own network (decision 024). Checked when the
// browser subscribes (400 with a German text, the name resolved once too) and again, with the
// resolved address, at sending.
import { BlockList, isIP } from 'node:net';
import type { PUSH_TEXTS } from '@tragkraft/sync-protocol';

/** Addresses a push service never has: loopback, private, link-local, shared, multicast, reserved. */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
// IPv6: besides the internal ranges, every range that carries or translates an IPv4 address
// without being it (NAT64 local use, Teredo and the other IETF assignments, 6to4 relays'
// anycast); the IPv4 address inside the common forms is checked on its own below.
for (const [net, prefix] of [
  ['::', 96],
  ['100::', 64],
  ['64:ff9b:1::', 48],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = ['127.0.0.1', '::1'];

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 address stands for, if any: mapped (::ffff:a.b.c.d), compatible
 * (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). So [::127.0.0.1],
 * [::ffff:7f00:1] and [2002:7f00:1::1] are all judged as 127.0.0.1.
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const v4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is the IPv4 address it is. */
function plainAddress(address: string): string {
  return isIP(address) === 6 && /^::ffff:/i.test(address) ? (embeddedIpv4(address) ?? address) : address;
}

function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  const inside = embeddedIpv4(address);
  return INTERNAL.check(address, 'ipv6') || (inside !== null && INTERNAL.check(inside, 'ipv4'));
}

/** Whether the (resolved) address may be called: public, or loopback when tests allow it. */
export function addressAllowed(address: string, allowHttpLoopback: boolean): boolean {
  if (allowHttpLoopback && LOOPBACK.includes(plainAddress(address))) return true;
  return !isInternalAddress(address);
}

export type EndpointProblem = keyof typeof PUSH_TEXTS;

/**
 * Why an endpoint is refused, or null. https on port 443 only; with PUSH_ALLOW_HTTP_LOOPBACK
 * also http://127.0.0.1 and http://[::1] on any port (tests). No credentials in the URL, no
 * name that is obviously internal, no internal address literal in any of its forms.
 */
export function endpointProblem(endpoint: string, allowHttpLoopback: boolean): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalidEndpoint';
  }
  if (url.username !== '' || url.password !== '') return 'invalidEndpoint';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackAllowed = allowHttpLoopback && LOOPBACK.includes(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackAllowed)) return 'httpsRequired';
  if (loopbackAllowed) return null;
  // The URL parser drops a default port, so any port left is not 443.
  if (url.port !== '') return 'portNotAllowed';
  if (isIP(host) !== 0) return isInternalAddress(host) ? 'privateHost' : null;
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal') || !name.includes('.')) return 'privateHost';
  return null;
}

/** How long subscribing waits for the name to resolve (DNS may hang). */
const RESOLVE_WAIT_MS = 2000;

/** Resolves a name to all its addresses, like `dns.promises.lookup(name, { all: true })`. */
export type ResolveAll = (name: string) => Promise<{ address: string }[]>;

/**
 * endpointProblem, and a name is resolved once: one that points inside is refused at once
 * (the sending checks again, for names that change). A name that does not resolve now (or
 * within two seconds) is let through: the push service's DNS may be down for a moment, and sending refuses it anyway.
 */
export async function subscribeProblem(endpoint: string, allowHttpLoopback: boolean, resolveAll: ResolveAll): Promise<EndpointProblem | null> {
  const problem = endpointProblem(endpoint, allowHttpLoopback);
  if (problem) return problem;
  const host = new URL(endpoint).hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return null;
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), RESOLVE_WAIT_MS)));
  const addresses = await Promise.race([resolveAll(host).catch(() => []), givenUp]).finally(() => clearTimeout(timer));
  return addresses.some((entry) => !addressAllowed(entry.address, allowHttpLoopback)) ? 'privateHost' : null;
}
