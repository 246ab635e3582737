import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['en', 'de', 'fi'] as const;

/**
 * Values that are rightly the same in every language: names of brands, products and languages,
 * and words German and Finnish borrow unchanged.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Forkly',
  'X',
  'LinkedIn',
  'Instagram',
  'YouTube',
  'English',
  'Deutsch',
  'Suomi',
  'E-Mail',
  'Email',
  'OK',
  'Status',
  'Support',
  'FAQ',
  'Impressum',
  'Tickets',
  'Service',
  'Admin',
  'Name',
  'PIN',
  'Details',
  '{{count}}',
  // Numbers and a unit Finnish writes as English does, and a list line of names only.
  '{{count}} min',
  '{{km}} km · {{minutes}} min',
  '{{index}}. {{name}}, {{address}}',
  '€',
  'Logo',
  'Restaurants',
  'Extras',
  'Menu',
  'Team',
  'Online',
  'Offline',
  'System',
  'Restaurant',
  'Ticket',
]);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) Object.assign(out, flatten(inner, prefix ? `${prefix}.${key}` : key));
  return out;
}

function load(lng: string): Record<string, Record<string, string>> {
  const dir = path.join(here, lng);
  const result: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    result[file.replace('.json', '')] = flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return result;
}

const catalogues = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)])) as Record<(typeof LANGUAGES)[number], ReturnType<typeof load>>;

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    const en = Object.keys(catalogues.en).sort();
    expect(en.length).toBeGreaterThan(0);
    for (const lng of LANGUAGES) expect(Object.keys(catalogues[lng]).sort(), lng).toEqual(en);
  });

  for (const ns of Object.keys(catalogues.en)) {
    it(`${ns}: every key exists in de and fi`, () => {
      const keys = Object.keys(catalogues.en[ns]!).sort();
      for (const lng of ['de', 'fi'] as const) expect(Object.keys(catalogues[lng][ns] ?? {}).sort(), `${lng}/${ns}`).toEqual(keys);
    });

    it(`${ns}: de and fi values are translated, not English copies`, () => {
      const copies: string[] = [];
      for (const [key, english] of Object.entries(catalogues.en[ns]!)) {
        for (const lng of ['de', 'fi'] as const) {
          const value = catalogues[lng][ns]?.[key];
          if (value === english && !SAME_IN_EVERY_LANGUAGE.has(english) && /[a-z]{3}/i.test(english)) copies.push(`${lng}/${ns}:${key}`);
        }
      }
      expect(copies).toEqual([]);
    });
  }
});
