import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConnectionCounter, clientAddress } from './socket-limits';

describe('ConnectionCounter', () => {
  it('gives each key up to its limit of places, and a place given back can be taken again', () => {
    const counter = new ConnectionCounter(2);
    expect([counter.take('a'), counter.take('a'), counter.take('a')]).toEqual([true, true, false]);
    expect(counter.take('b')).toBe(true);
    counter.release('a');
    expect(counter.count('a')).toBe(1);
    expect(counter.take('a')).toBe(true);
    counter.release('b');
    expect(counter.count('b')).toBe(0);
  });
});

describe('clientAddress', () => {
  const PEER = '10.0.0.9';
  const FORWARDED = [undefined, '203.0.113.7', '203.0.113.7, 10.0.0.2', ' 203.0.113.7 ,  198.51.100.4 , 10.0.0.2 ', ', 203.0.113.7', ''];

  /** What Fastify says `request.ip` is for a request from PEER with this X-Forwarded-For. */
  const fastifyIp = async (trustProxy: boolean, forwardedFor: string | undefined) => {
    const app = Fastify({ trustProxy });
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

  it.each([true, false])('is the address Fastify gives an HTTP request, with TRUST_PROXY %s', async (trustProxy) => {
    for (const forwardedFor of FORWARDED) {
      const handshake = { address: PEER, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
      expect(clientAddress(handshake, trustProxy), `X-Forwarded-For: ${forwardedFor}`).toBe(await fastifyIp(trustProxy, forwardedFor));
    }
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    const handshake = { address: PEER, headers: { 'x-forwarded-for': '203.0.113.7' } };
    expect(clientAddress(handshake, false)).toBe(PEER);
    expect(clientAddress(handshake, true)).toBe('203.0.113.7');
  });
});
