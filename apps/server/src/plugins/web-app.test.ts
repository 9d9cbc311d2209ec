import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/*
 * Issue 14: the web build's files go compressed to browsers that accept it, from the .br and .gz
 * files the build writes (apps/web/scripts/compress-dist.mjs), index.html included.
 */
const COMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/compress-dist.mjs');
const script = `console.log(${JSON.stringify('a survey taking route '.repeat(500))});`;
const page = `<!doctype html><title>portal</title>${'<!-- padding -->'.repeat(100)}`;

describe('the web build, compressed', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), page);
    await fs.writeFile(path.join(webDist, 'assets', 'entry-abc123.js'), script);
    await fs.writeFile(path.join(webDist, 'assets', 'tiny-abc123.js'), 'void 0');
    execFileSync(process.execPath, [COMPRESS, webDist]);
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends brotli, else gzip, else the file itself, each the same script', async () => {
    const br = await get('/assets/entry-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');

    const gz = await get('/assets/entry-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page of every client route compressed, still never cached', async () => {
    const res = await get('/eq/some-code/part/1', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves a file too small to gain alone', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('void 0');
  });
});
