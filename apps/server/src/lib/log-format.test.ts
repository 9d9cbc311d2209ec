import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { terminalLogStream, terminalMessage } from './log-format.ts';
import { linksIn } from './mailer.ts';

describe('log lines in a terminal', () => {
  it('say a request in a few words, tagged with a short request id', () => {
    const reqId = '0123456789abcdef';
    expect(
      terminalMessage({ msg: 'incoming request', reqId, req: { method: 'GET', url: '/api/me' } }),
    ).toBe('[01234567] GET /api/me');
    expect(
      terminalMessage({
        msg: 'request completed',
        reqId,
        res: { statusCode: 200 },
        responseTime: 12.4,
      }),
    ).toBe('[01234567] 200 in 12 ms');
    // One line per request (request-log.ts): what was asked and how it ended.
    expect(
      terminalMessage({
        msg: 'request completed',
        reqId,
        req: { method: 'GET', url: '/api/me' },
        res: { statusCode: 401 },
        responseTime: 3.2,
      }),
    ).toBe('[01234567] GET /api/me 401 in 3 ms');
    expect(terminalMessage({ msg: 'demo accounts created' })).toBe('demo accounts created');
  });

  it('are one readable line per record, without pid or hostname', async () => {
    const out: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        out.push(chunk.toString());
        done();
      },
    });
    const stream = terminalLogStream({ colorize: false, destination });
    stream.write(
      `${JSON.stringify({ level: 30, time: 0, pid: 1, hostname: 'h', reqId: 'abcdef0123', msg: 'incoming request', req: { method: 'POST', url: '/api/login_check' } })}\n`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toMatch(/INFO.*\[abcdef01\] POST \/api\/login_check\n$/);
    expect(out.join('')).not.toContain('hostname');
  });
});

describe('links of an outbox mail', () => {
  it('are found in its text, each once', () => {
    const text =
      'Hello,\n\nhttp://localhost:3700/reset-password/a%40b.c/tok_en-1\n\nor (http://x.test/y).\nhttp://localhost:3700/reset-password/a%40b.c/tok_en-1';
    expect(linksIn(text)).toEqual([
      'http://localhost:3700/reset-password/a%40b.c/tok_en-1',
      'http://x.test/y',
    ]);
  });
});
