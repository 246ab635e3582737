import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export { useDateTimeFormat, useTimeFormat, useTimeRangeFormat } from '../../../lib/date-format';

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
