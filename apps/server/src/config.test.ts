import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/*
 * TRUST_PROXY (docs/operations/scaling.md): which proxies in front are believed about the client's
 * address, which every per-address limit counts by. Named by address, a proxy that appends to
 * X-Forwarded-For cannot be made to pass on an address the client wrote there itself.
 */
describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off by default, on for every hop, or the proxies’ addresses and ranges', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('loopback')).toBe('loopback');
    expect(trust('10.0.0.0/8, 172.16.0.5')).toBe('10.0.0.0/8, 172.16.0.5');
    for (const bad of ['10.0.0.0/8;rm', 'a b', ',']) expect(() => trust(bad)).toThrow();
  });

  const clientSeen = async (trustProxy: string, remoteAddress: string) => {
    const app = Fastify({ trustProxy: trust(trustProxy) });
    app.get('/ip', (request) => ({ ip: request.ip }));
    // A proxy appending to what the client sent: "forged, the client's real address".
    const res = await app.inject({
      url: '/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' },
    });
    await app.close();
    return (res.json() as { ip: string }).ip;
  };

  it('with the proxy named, the address it saw is the client, not one forged before it', async () => {
    expect(await clientSeen('loopback', '127.0.0.1')).toBe('203.0.113.7');
    expect(await clientSeen('10.0.0.0/8', '10.0.0.2')).toBe('203.0.113.7');
  });

  it('a client reaching the server past the proxy is counted by its own address', async () => {
    expect(await clientSeen('10.0.0.0/8', '198.51.100.9')).toBe('198.51.100.9');
  });

  it('true believes every hop: the forged first address wins, so only a replacing proxy is safe', async () => {
    expect(await clientSeen('true', '10.0.0.2')).toBe('1.2.3.4');
  });
});
