import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Prerender from '../src/entry-prerender';

/**
 * After `vite build`: keeps the empty shell as app.html (every client-rendered route) and writes
 * the landing page prerendered in each language as index.<lng>.html (index.html = English).
 * Usage: `tsx scripts/prerender.ts [dist] [ssr-dist]` (defaults: dist, dist-ssr), so a build can
 * go to another folder than the one a running server serves.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webDir, process.argv[2] ?? 'dist');
const ssrDir = path.resolve(webDir, process.argv[3] ?? 'dist-ssr');

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
writeFileSync(path.join(dist, 'app.html'), shell);

const entry = path.join(ssrDir, 'entry-prerender.js');
const { render, PRERENDER_LANGUAGES } = (await import(entry)) as typeof Prerender;

for (const lng of PRERENDER_LANGUAGES) {
  const markup = await render('/', lng);
  if (/<script/i.test(markup)) throw new Error('prerendered markup must not contain scripts (CSP)');
  const page = shell.replace('<html lang="en">', `<html lang="${lng}">`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  writeFileSync(path.join(dist, `index.${lng}.html`), page);
  if (lng === 'en') writeFileSync(path.join(dist, 'index.html'), page);
  console.log(`prerendered / (${lng}): ${(page.length / 1024).toFixed(1)} KB`);
}
rmSync(ssrDir, { recursive: true, force: true });
