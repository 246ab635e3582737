import type { Locale } from './preferred-locale';

/** The regional form each language's money and dates are written in (DESIGN.md section 1: Intl, 2 decimals). */
const REGIONS: Record<Locale, string> = { en: 'en-IE', de: 'de-DE', fi: 'fi-FI' };

/** Euro as people read them in the language. */
export function formatEuro(cents: number, language: Locale = 'en'): string {
  return new Intl.NumberFormat(REGIONS[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A moment as people read it in the language, on the clock of the place it happened (the restaurant's zone). */
export function formatDateTime(at: Date, language: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(REGIONS[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

/** A day as people read it in the language. */
export function formatDay(at: Date, language: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(REGIONS[language], { dateStyle: 'medium', timeZone }).format(at);
}

/** A delivery slot as the apps write it ("Mon 12:30", "Mo. 12:30"), on the restaurant's clock (decision 046). */
export function formatSlot(at: Date, language: Locale, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat(REGIONS[language], { weekday: 'short', timeZone }).format(at);
  const time = new Intl.DateTimeFormat(REGIONS[language], { timeStyle: 'short', timeZone }).format(at);
  return `${weekday} ${time}`;
}
