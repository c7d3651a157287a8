import { describe, expect, it } from 'vitest';
import { isBlockedAddress, resolveHost } from './ssrf.js';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.0.192',
    '198.18.0.1',
    '::1',
    '::',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::808:808',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '2001:db8::1',
    '2001:0:4136:e378::1',
    'fec0::1',
    '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
    '::ffff:0:127.0.0.1',
    '::ffff:0:10.0.0.1',
    '::ffff:0:8.8.8.8', // the whole translated range: no public service lives there
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('resolveHost', () => {
  const never = async () => {
    throw new Error('the resolver must not be asked about IP literals');
  };

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[::1]:8080/', '::1'],
  ])('reads the literal in %s as %s, which is refused', async (url, address) => {
    const [resolved] = await resolveHost(new URL(url), never);
    expect(resolved?.address).toBe(address);
    expect(isBlockedAddress(resolved?.address ?? '')).toBe(true);
  });

  it('asks the resolver about names and returns every address', async () => {
    const addresses = await resolveHost(new URL('https://example.test/x'), async (host) => {
      expect(host).toBe('example.test');
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ];
    });
    expect(addresses.map((a) => a.address)).toEqual(['93.184.216.34', '10.0.0.5']);
  });
});
