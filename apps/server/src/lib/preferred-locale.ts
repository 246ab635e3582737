/** The languages the app and its mail are written in (SPEC.md section 1). */
export const LOCALES = ['en', 'de', 'fi'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The first of the app's languages an Accept-Language header names ("de-DE,de;q=0.9,en;q=0.8" is
 * de), or undefined when it names none of them. The web app sends the language it shows.
 */
export function preferredLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((t) => t.base).find((base): base is Locale => (LOCALES as readonly string[]).includes(base));
}
