import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A rendered page as it is sent: plain, and compressed for browsers that take an encoding (a
 * kept page in both, a page sent once in the one its browser takes).
 */
export interface RenderedDocument {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding an Accept-Encoding header takes. */
export function acceptedEncodingOf(header: string): Encoding {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page kept and sent many times: both encodings, at their best compression. */
export async function toRenderedDocument(html: string): Promise<RenderedDocument> {
  const bytes = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(bytes, { level: 9 }),
  ]);
  return { html: bytes, br, gzip: gz };
}

/** A page rendered for one request: only the encoding its browser takes, quicker to make. */
export async function compressedOnce(html: string, encoding: Encoding): Promise<RenderedDocument> {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    return {
      html: bytes,
      br: await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (encoding === 'gzip') return { html: bytes, gzip: await gzip(bytes, { level: 6 }) };
  return { html: bytes };
}
