import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** A rendered page as it is sent: plain, and compressed for browsers that take either encoding. */
export interface RenderedDocument {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `quality` trades the bytes for the time: a page that is kept and sent many times is worth
 * brotli's 9 (a few ms more on 40 KB); a page rendered for one request is sent once.
 */
export async function toRenderedDocument(
  html: string,
  quality: 'kept' | 'once',
): Promise<RenderedDocument> {
  const bytes = Buffer.from(html);
  const kept = quality === 'kept';
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 5 } }),
    gzip(bytes, { level: kept ? 9 : 6 }),
  ]);
  return { html: bytes, br, gzip: gz };
}
