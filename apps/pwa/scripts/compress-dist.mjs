// Writes .br and .gz beside every text asset of the build, so the server can send them
// compressed without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build folder: apps/pwa/dist, or the folder given (benchmarks build elsewhere).
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
let saved = 0;

for (const entry of readdirSync(dist, { recursive: true })) {
  const file = join(dist, String(entry));
  if (!TEXT.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  saved += content.length - br.length;
}
console.log(`compressed the build (${Math.round(saved / 1024)} KB less with brotli)`);
