import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Last build step: a .br and a .gz beside every text file of the build, so the server sends the
 * smallest one the browser accepts without compressing per request (@fastify/static's
 * preCompressed). Usage: `tsx scripts/compress.ts [dist]`.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webDir, process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '.vite') yield* files(full);
    else if (entry.isFile() && TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(dist)) {
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(`compressed ${(before / 1024).toFixed(0)} KB of text to ${(after / 1024).toFixed(0)} KB (brotli), .gz beside it`);
