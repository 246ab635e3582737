import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Prerender from '../src/entry-prerender';

/**
 * After `vite build`: keeps the empty shell as app.html (every client-rendered route), writes
 * the landing page prerendered in each language as index.<lng>.html (index.html = English), and
 * the frame of a page the server renders as <ssr-dist>/page.html.
 * Usage: `tsx scripts/prerender.ts [dist] [ssr-dist]` (defaults: dist, dist-ssr), so a build can
 * go to another folder than the one a running server serves.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(webDir, process.argv[2] ?? 'dist');
const ssrDir = path.resolve(webDir, process.argv[3] ?? 'dist-ssr');

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
writeFileSync(path.join(dist, 'app.html'), shell);
const landingHead = withLandingBoot(shell);

const entry = path.join(ssrDir, 'entry-prerender.js');
const { render, PRERENDER_LANGUAGES } = (await import(entry)) as typeof Prerender;

for (const lng of PRERENDER_LANGUAGES) {
  const markup = await render('/', lng);
  if (/<script/i.test(markup)) throw new Error('prerendered markup must not contain scripts (CSP)');
  const page = landingHead.replace('<html lang="en">', `<html lang="${lng}">`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  writeFileSync(path.join(dist, `index.${lng}.html`), page);
  if (lng === 'en') writeFileSync(path.join(dist, 'index.html'), page);
  console.log(`prerendered / (${lng}): ${(page.length / 1024).toFixed(1)} KB`);
}
// The server renders the restaurant list and a menu at request time with the same entry
// (apps/server/src/plugins/page-render.ts): it stays, beside the frame of such a page, whose app
// tags wait in the template as the landing page's do.
writeFileSync(path.join(ssrDir, 'page.html'), landingHead);

/**
 * The landing page is in its HTML already: the app's entry and module preloads move into
 * <template id="app-scripts">, which src/landing-boot.ts adds to the page once it is painted.
 */
function withLandingBoot(html: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const boot = manifest['src/landing-boot.ts']?.file;
  if (!boot) throw new Error('the build has no src/landing-boot.ts entry (vite.config.ts)');
  // A chunk group that takes the boot's module leaves an `import` of the app in its file: the whole
  // app would then load and run before the first paint, and the template would wait for nothing.
  const imports = manifest['src/landing-boot.ts']?.imports ?? [];
  if (imports.length) throw new Error(`src/landing-boot.ts must import nothing, its chunk imports ${imports.join(', ')} (vite.config.ts chunk groups)`);
  const appTag = /\s*(<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)/g;
  const tags = [...html.matchAll(appTag)].map((match) => match[1]!);
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module entry script');
  const template = `<template id="app-scripts">${tags.join('')}</template>`;
  return html.replace(appTag, '').replace(/\n\s*<\/head>/, `\n    <script type="module" crossorigin src="/${boot}"></script>\n    ${template}\n  </head>`);
}
