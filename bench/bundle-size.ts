import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export const BUDGET_KB = 170;

/**
 * Initial JavaScript of each route, gzip: the entry with its static imports, plus the route's lazy
 * module with its static imports (what the browser must load before the route can render).
 */
export function routeBundleSizes(distDir: string): { route: string; kb: number }[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return gz.get(file)!;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  // The app's entry is index.html's; landing-boot, the prerendered landing's entry, only imports it.
  const entryKey = 'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  // Every page renders inside the root layout, so its code is part of every route's first load.
  const rootLayout = Object.keys(manifest).find((k) => k.includes('layouts/root-layout'));
  const entry = closure(entryKey);
  if (rootLayout) closure(rootLayout, entry);
  const total = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + (manifest[k]!.file.endsWith('.js') ? size(manifest[k]!.file) : 0), 0);
  const rows = [{ route: '(entry)', kb: total(entry) / 1024 }];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !/\/routes\/|layouts\//.test(key)) continue;
    const keys = closure(key, new Set(entry));
    rows.push({ route: key.replace(/^src\//, ''), kb: total(keys) / 1024 });
  }
  return rows.sort((a, b) => b.kb - a.kb);
}
