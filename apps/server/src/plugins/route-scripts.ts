import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The app's code a client-rendered page will import after its entry: the entry loads the route's
 * chunks, and those their own, one round trip after another. Sent as preload hints with the page,
 * a phone fetches them all at once (issue 11). Read from the build's manifest; the chunk names are
 * the code-splitting groups of apps/web/vite.config.ts.
 */
export function routeScripts(root: string) {
  const file = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) closure(dep, seen);
    return seen;
  };
  const group = (name: string) => Object.keys(manifest).find((key) => key.startsWith(`_${name}-`) && manifest[key]!.imports?.length);
  // The page's own <script> tags load the entry already.
  const entryKey = group('index');
  const inEntry = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  const scriptsOf = (...groups: string[]) => {
    const keys = new Set<string>();
    for (const name of groups) {
      const key = group(name);
      if (key) closure(key, keys);
    }
    return [...keys].filter((key) => !inEntry.has(key)).map((key) => `/${manifest[key]!.file}`);
  };
  const pages = { list: scriptsOf('shell', 'restaurants'), menu: scriptsOf('shell', 'menu') };
  const locale = (code: string) => manifest[`src/locales/${code}/index.ts`]?.file;
  const files = (page: keyof typeof pages, language: string | undefined): string[] => {
    const messages = locale(language && /^[a-z]{2}$/.test(language) ? language : 'en') ?? locale('en');
    return messages ? [...pages[page], `/${messages}`] : pages[page];
  };
  return {
    /** The route's chunks and the language's messages, as paths. */
    files,
    /** The same as Link preload values. */
    links(page: keyof typeof pages, language: string | undefined): string[] {
      return files(page, language).map((url) => `<${url}>; rel=preload; as=script; crossorigin`);
    },
  };
}

export type RouteScripts = ReturnType<typeof routeScripts>;
