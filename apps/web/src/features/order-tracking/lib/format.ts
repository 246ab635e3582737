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

/** "350 m", "1.2 km" in the interface language. */
export function useDistanceFormat(): (meters: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const m = new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
    const km = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    return (meters: number) => (meters < 1000 ? m.format(Math.round(meters / 10) * 10) : km.format(meters / 1000));
  }, [language]);
}

/** A time of day ("12:35"), for the steps of today's order. */
export function useTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
