import { describe, expect, it } from 'vitest';
import { clientKey, compressIPv6, ipv6Groups } from './client-address';

describe('clientKey', () => {
  // Expected values are what @fastify/rate-limit 11.2's normalizeIP (ip-address 10.7) answered.
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['ABC', 'abc'],
    ['2001:db8:1:2::1', '2001:db8:1:2::'],
    ['2001:DB8:0001:0002:ffff::9', '2001:db8:1:2::'],
    ['2001:db8:0:0:1::1', '2001:db8::'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::'],
    ['1:0:0:2::', '1:0:0:2::'],
    ['0:0:0:1:2:3:4:5', '0:0:0:1::'],
    ['0:0:1:0::', '0:0:1::'],
    ['1:0:0:0:1::', '1::'],
    ['::1', '::'],
    ['::', '::'],
    ['fe80::1%eth0', 'fe80::'],
    ['2001:db8::1.2.3.4', '2001:db8::'],
    ['64:ff9b::1.2.3.4', '64:ff9b::'],
  ])('groups %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it.each([
    ['::ffff:10.7.0.1', '10.7.0.1'],
    ['::FFFF:10.7.0.1', '10.7.0.1'],
    ['::ffff:a07:1', '10.7.0.1'],
    ['0:0:0:0:0:ffff:1.2.3.4', '1.2.3.4'],
  ])('counts the IPv4-mapped %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it.each(['[::1]', '1.2.3.4:80', '::ffff:010.7.0.1', '::ffff:1.2.3.4.5', '1:2:3'])('keeps %s, which is no IPv6 address, as it is', (ip) => {
    expect(clientKey(ip)).toBe(ip.toLowerCase());
  });
});

describe('the IPv6 helpers', () => {
  it('expand an address to its eight groups', () => {
    expect(ipv6Groups('2001:db8::ff00:42:8329')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0xff00, 0x42, 0x8329]);
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:192.168.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8%25en0')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('compress as RFC 5952 says: the first longest run of zeros, never a single zero group', () => {
    expect(compressIPv6([1, 0, 0, 2, 0, 0, 3, 4])).toBe('1::2:0:0:3:4');
    expect(compressIPv6([1, 0, 2, 3, 4, 5, 6, 7])).toBe('1:0:2:3:4:5:6:7');
    expect(compressIPv6([1, 0, 0, 2, 0, 0, 0, 3])).toBe('1:0:0:2::3');
    expect(compressIPv6([0, 0, 0, 0, 0, 0, 0, 1])).toBe('::1');
    expect(compressIPv6([0xabcd, 0, 0, 0, 0, 0, 0, 0])).toBe('abcd::');
  });
});
