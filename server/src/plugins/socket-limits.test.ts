import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { trustFunction, type TrustProxy } from '../trust-proxy';
import { addressKey, clientAddress } from './socket-limits';

describe('clientAddress', () => {
  const PEER = '10.0.0.9';
  const FORWARDED = [undefined, '203.0.113.7', '203.0.113.7, 10.0.0.2', ' 203.0.113.7 ,  198.51.100.4 , 10.0.0.2 ', ', 203.0.113.7', ''];
  const SETTINGS: TrustProxy[] = [false, ['10.0.0.9'], ['10.0.0.0/8'], ['10.0.0.9', '10.0.0.2'], ['loopback'], ['10.0.0.2']];

  /** What Fastify says `request.ip` is for a request from PEER with this X-Forwarded-For, under the app's own rule. */
  const fastifyIp = async (setting: TrustProxy, forwardedFor: string | undefined) => {
    const app = Fastify({ trustProxy: trustFunction(setting) });
    app.get('/', (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: PEER,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    await app.close();
    return response.json<{ ip: string }>().ip;
  };

  it.each(SETTINGS.map((setting) => [JSON.stringify(setting), setting] as const))(
    'is the address Fastify gives an HTTP request, with TRUST_PROXY %s',
    async (_name, setting) => {
      for (const forwardedFor of FORWARDED) {
        const handshake = { address: PEER, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
        expect(clientAddress(handshake, trustFunction(setting)), `X-Forwarded-For: ${forwardedFor}`).toBe(await fastifyIp(setting, forwardedFor));
      }
    },
  );

  it('believes X-Forwarded-For only from a trusted balancer, and only as far as the balancers it names', () => {
    const handshake = (forwardedFor: string) => ({ address: PEER, headers: { 'x-forwarded-for': forwardedFor } });
    expect(clientAddress(handshake('203.0.113.7'), false)).toBe(PEER);
    expect(clientAddress(handshake('203.0.113.7'), trustFunction(['10.0.0.2']))).toBe(PEER);
    expect(clientAddress(handshake('203.0.113.7'), trustFunction(['10.0.0.9']))).toBe('203.0.113.7');
    // A client that writes its own X-Forwarded-For through a balancer that appends to it: the balancer's entry counts.
    expect(clientAddress(handshake('1.2.3.4, 203.0.113.7'), trustFunction(['10.0.0.9']))).toBe('203.0.113.7');
  });
});

describe('addressKey', () => {
  it('keys addresses as the rate limits do: a mapped IPv4 as IPv4, an IPv6 address by its /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe(addressKey('203.0.113.7'));
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::2'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
  const refusal = (value: string) => {
    try {
      trust(value);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`TRUST_PROXY=${value} was accepted`);
  };

  it('takes the balancers’ addresses, CIDRs and proxy-addr’s names, and nothing for false, 0 or unset', () => {
    expect(trust('10.0.0.2, 10.0.0.3')).toEqual(['10.0.0.2', '10.0.0.3']);
    expect(trust('10.0.0.0/24,loopback,fd00::/8')).toEqual(['10.0.0.0/24', 'loopback', 'fd00::/8']);
    for (const none of ['', 'false', '0', ' ']) expect(trust(none)).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
  });

  it('refuses to start with true, which trusts every hop, saying what to set instead', () => {
    for (const everyHop of ['true', 'TRUE', '1']) {
      expect(refusal(everyHop)).toMatch(/trusts every hop, so any client could choose the address its limits count by writing X-Forwarded-For: set the load balancers' addresses instead: TRUST_PROXY=10\.0\.0\.2,10\.0\.0\.3/);
    }
  });

  it('refuses a hop count and anything that is not an address, a CIDR or a name', () => {
    expect(refusal('2')).toMatch(/TRUST_PROXY=2 is a hop count/);
    expect(refusal('10.0.0.2,balancer.local')).toMatch(/"balancer\.local" is not an address, a CIDR or one of loopback, linklocal, uniquelocal/);
    expect(refusal('10.0.0.2,,10.0.0.3')).toMatch(/"" is not an address/);
    expect(refusal('10.0.0.0/99')).toMatch(/"10\.0\.0\.0\/99" is not an address/);
  });
});
