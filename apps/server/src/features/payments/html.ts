const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML: names and notes come from people. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type PageLanguage = 'en' | 'de' | 'fi';

export function pageLanguage(cookie: string | undefined): PageLanguage {
  return cookie === 'de' || cookie === 'fi' ? cookie : 'en';
}

const LOCALES: Record<PageLanguage, string> = { en: 'en-IE', de: 'de-DE', fi: 'fi-FI' };

/** Euro as people read them in the language (DESIGN.md section 1: Intl, 2 decimals). */
export function formatEuro(cents: number, language: PageLanguage = 'en'): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
