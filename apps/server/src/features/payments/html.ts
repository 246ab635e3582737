export { escapeHtml } from '../../lib/escape-html';

export type PageLanguage = 'en' | 'de' | 'fi';

export function pageLanguage(cookie: string | undefined): PageLanguage {
  return cookie === 'de' || cookie === 'fi' ? cookie : 'en';
}

// Money and moments are written as in the mails (lib/mail-format.ts).
export { formatDateTime, formatEuro } from '../../lib/mail-format';
