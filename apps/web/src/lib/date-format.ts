import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC.md section 9: dates in medium date format with a short time, in the interface language. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}

/** A time of day ("12:35"). */
export function useTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
