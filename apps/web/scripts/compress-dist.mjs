#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of the build
// of 1 KB or more, which the server sends to browsers that accept them (@fastify/static
// preCompressed, issue 14). Compressed once here at the highest levels rather than per request:
// the survey-taking route's JS goes from about 800 KB to about 220 KB on the wire, and
// Lighthouse's mobile LCP from about 8 s to about 4 s over HTTP/1.1.
// Usage: node scripts/compress-dist.mjs [dist folder]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  // dist/ssr is the server's own (prerender.mjs): never sent to a browser.
  if (path.relative(dist, file).split(path.sep)[0] === 'ssr') continue;
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  after += br.length;
}
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as brotli`,
);
