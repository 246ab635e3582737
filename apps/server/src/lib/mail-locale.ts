import { LOCALES, preferredLocale, type Locale } from './preferred-locale';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The language a mail is written in (issue 22), the one rule every sender uses: the recipient's own
 * language (users.locale, the app's language at their last login or sign-up; a partner request's
 * form language for someone without an account yet), else the language of the request that sends
 * it, else English.
 */
export function localeOf(recipient: { locale?: string | null } | null | undefined, requestLocale?: string | null): Locale {
  if (isLocale(recipient?.locale)) return recipient.locale;
  return isLocale(requestLocale) ? requestLocale : 'en';
}

/** The language of the page a request came from (the web app sends it as Accept-Language), else English. */
export const requestLocale = (request: { headers: { 'accept-language'?: string } }): Locale =>
  localeOf(undefined, preferredLocale(request.headers['accept-language']));
