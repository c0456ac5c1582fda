// Whose share a request or connection uses: its address, with an IPv6 address grouped by its
// /64 (one subscriber commonly holds a whole /64 and can pick any address in it at will), and
// an IPv4-mapped IPv6 address written as the IPv4 address it is.
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The /64 of an IPv6 address ('2001:db8:1:2::/64'); IPv4 and anything else as given. */
export function addressGroup(address: string): string {
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail ('::1.2.3.4') fills two groups; only the first four groups matter.
  const filled = address.includes('::')
    ? [...headParts, ...Array<string>(Math.max(0, 8 - headParts.length - tailParts.length)).fill('0'), ...tailParts]
    : headParts;
  return `${filled.slice(0, 4).map((part) => part.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
