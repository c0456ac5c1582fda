// A push subscription's endpoint is a URL a signed-in user hands us and the server then calls:
// it must not become a way to reach the server's own network (decision 024). Checked when the
// browser subscribes (400 with a German text) and again, with the resolved address, at sending.
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
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = ['127.0.0.1', '::1'];

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isInternalAddress(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family === 0) return true;
  return INTERNAL.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the (resolved) address may be called: public, or loopback when tests allow it. */
export function addressAllowed(address: string, allowHttpLoopback: boolean): boolean {
  if (allowHttpLoopback && LOOPBACK.includes(plainAddress(address))) return true;
  return !isInternalAddress(address);
}

export type EndpointProblem = keyof typeof PUSH_TEXTS;

/**
 * Why an endpoint is refused, or null. https only; with PUSH_ALLOW_HTTP_LOOPBACK also
 * http://127.0.0.1 and http://[::1] (tests). No credentials in the URL, no name that is
 * obviously internal, no internal address literal.
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
  if (isIP(host) !== 0) return isInternalAddress(host) ? 'privateHost' : null;
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || name.endsWith('.internal') || !name.includes('.')) return 'privateHost';
  return null;
}
