// The SSRF guard (D147): which addresses a webhook may be sent to, checked on every address a
// name resolves to, in AWS (no loopback) and on the local stack (loopback allowed). No connection
// is made: the resolver is the test's.
import { describe, expect, it } from 'vitest';
import { DireccionNoPermitida, direccionPermitida, esperaPedida, postSeguro, resolverComprobado } from './red.js';

const aws = { loopback: false };
const local = { loopback: true };

describe('direccionPermitida', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.8.8', 'loopback'],
    ['169.254.169.254', 'link-local (the instance metadata service)'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00:ec2::254', 'IPv6 unique-local (the metadata service over IPv6)'],
    ['fc12:3456::1', 'IPv6 unique-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::1', '6to4 of a private address'],
    ['no es una ip', 'not an address'],
  ])('refuses %s (%s) in AWS', (ip) => {
    expect(direccionPermitida(ip, aws)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:93.184.215.14'])('allows the public %s', (ip) => {
    expect(direccionPermitida(ip, aws)).toBe(true);
  });

  it('allows loopback only on the local stack, and never a private address there either', () => {
    expect(direccionPermitida('127.0.0.1', local)).toBe(true);
    expect(direccionPermitida('::1', local)).toBe(true);
    expect(direccionPermitida('::ffff:127.0.0.1', local)).toBe(true);
    expect(direccionPermitida('10.0.0.1', local)).toBe(false);
    expect(direccionPermitida('169.254.169.254', local)).toBe(false);
  });
});

describe('resolverComprobado: every resolved address is checked, the checked one is used', () => {
  const resolver =
    (...ips: string[]) =>
    async () =>
      ips.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is private (a name that mixes one in)', async () => {
    await expect(resolverComprobado('ats.example', { ...aws, resolver: resolver('93.184.215.14', '10.0.0.7') })).rejects.toBeInstanceOf(
      DireccionNoPermitida,
    );
    await expect(resolverComprobado('ats.example', { ...aws, resolver: resolver('fd00::1') })).rejects.toThrow(/fd00::1/);
  });

  it('answers the first address of a public name', async () => {
    await expect(resolverComprobado('ats.example', { ...aws, resolver: resolver('93.184.215.14', '2606:2800::1') })).resolves.toEqual({
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('checks a literal address without asking DNS, brackets and all', async () => {
    const nunca = async () => {
      throw new Error('DNS asked');
    };
    await expect(resolverComprobado('[::1]', { ...aws, resolver: nunca })).rejects.toBeInstanceOf(DireccionNoPermitida);
    await expect(resolverComprobado('169.254.169.254', { ...aws, resolver: nunca })).rejects.toBeInstanceOf(DireccionNoPermitida);
    await expect(resolverComprobado('127.0.0.1', { ...local, resolver: nunca })).resolves.toEqual({ address: '127.0.0.1', family: 4 });
  });

  it('postSeguro sends nothing to a refused address and says why', async () => {
    const r = await postSeguro('https://interno.example/hook', {}, '{}', {
      timeoutMs: 1_000,
      maxBytes: 100,
      loopback: false,
      resolver: resolver('192.168.0.5'),
    });
    expect(r.status).toBeNull();
    expect(r.texto).toBe('Dirección no permitida: 192.168.0.5');
  });
});

describe('Retry-After', () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  it('reads seconds and an HTTP date, and nothing else', () => {
    expect(esperaPedida('120', now)).toBe(120_000);
    expect(esperaPedida('Mon, 02 Mar 2026 11:00:00 GMT', now)).toBe(3_600_000);
    expect(esperaPedida(undefined, now)).toBeNull();
    expect(esperaPedida('pronto', now)).toBeNull();
  });
});
