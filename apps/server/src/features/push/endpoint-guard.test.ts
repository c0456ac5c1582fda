// The push endpoint guard (issue 29 item 9): every IPv6 form of an internal address, ports
// other than 443, and names that resolve inside, at subscribe time and at sending.
import { describe, expect, it } from 'vitest';
import { addressAllowed, endpointProblem, subscribeProblem, type ResolveAll } from './endpoint-guard';

const INTERNAL_IPV6_FORMS = [
  '::127.0.0.1', // IPv4-compatible
  '::7f00:1',
  '::ffff:127.0.0.1', // IPv4-mapped
  '::ffff:7f00:1',
  '::ffff:a00:1',
  '0:0:0:0:0:ffff:c0a8:101',
  '2002:7f00:1::1', // 6to4 of 127.0.0.1
  '2002:a9fe:a9fe::', // 6to4 of 169.254.169.254
  '64:ff9b::10.0.0.1', // NAT64 of 10.0.0.1
  '64:ff9b:1::1', // NAT64 local use
  '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
  'fec0::1', // site-local
  'fd00::1',
  'fe80::1',
  '::1',
  '::',
  '100::1',
  'ff02::1',
];

describe('[push] endpoint guard', () => {
  it.each(INTERNAL_IPV6_FORMS)('refuses https://[%s]/ at subscribe time and the address at sending', (address) => {
    expect(endpointProblem(`https://[${address}]/a`, false)).toBe('privateHost');
    expect(addressAllowed(address, false)).toBe(false);
  });

  it('lets public IPv4 and IPv6 addresses through, in their mapped and 6to4 forms too', () => {
    for (const address of ['2a00:1450:400a:800::200a', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::8.8.8.8', '8.8.8.8']) {
      expect(addressAllowed(address, false), address).toBe(true);
    }
    expect(endpointProblem('https://[2a00:1450:400a:800::200a]/a', false)).toBeNull();
  });

  it('refuses every port but 443', () => {
    expect(endpointProblem('https://push.example.com:443/a', false)).toBeNull();
    for (const port of [8443, 444, 80, 22, 1]) expect(endpointProblem(`https://push.example.com:${port}/a`, false), String(port)).toBe('portNotAllowed');
    expect(endpointProblem('https://8.8.8.8:8080/a', false)).toBe('portNotAllowed');
    // Tests only: loopback http on its own port.
    expect(endpointProblem('http://127.0.0.1:9123/a', true)).toBeNull();
  });

  it('resolves the name at subscribe time and refuses one that points inside', async () => {
    const dns: Record<string, string[]> = {
      'push.example.com': ['2a00:1450:400a:800::200a', '142.250.180.10'],
      'inside.example.com': ['142.250.180.10', '10.0.0.5'],
      'sneaky.example.com': ['::ffff:7f00:1'],
    };
    const resolveAll: ResolveAll = (name) => (dns[name] ? Promise.resolve(dns[name].map((address) => ({ address }))) : Promise.reject(new Error('ENOTFOUND')));
    expect(await subscribeProblem('https://push.example.com/a', false, resolveAll)).toBeNull();
    expect(await subscribeProblem('https://inside.example.com/a', false, resolveAll)).toBe('privateHost');
    expect(await subscribeProblem('https://sneaky.example.com/a', false, resolveAll)).toBe('privateHost');
    // Not resolvable now: let through, the sending resolves again.
    expect(await subscribeProblem('https://gone.example.com/a', false, resolveAll)).toBeNull();
    expect(await subscribeProblem('https://inside.example.com:8443/a', false, resolveAll)).toBe('portNotAllowed');
  });

  it('does not wait for a name that never resolves longer than two seconds', async () => {
    const started = Date.now();
    expect(await subscribeProblem('https://slow.example.com/a', false, () => new Promise(() => {}))).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
