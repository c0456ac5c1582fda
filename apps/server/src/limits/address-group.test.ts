import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups every IPv6 address of one /64, however it is written', () => {
    const group = '2001:db8:0:1::/64';
    expect(addressGroup('2001:db8:0:1::1')).toBe(group);
    expect(addressGroup('2001:0db8:0000:0001:ffff:ffff:ffff:fffe')).toBe(group);
    expect(addressGroup('2001:DB8:0:1:a::')).toBe(group);
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
