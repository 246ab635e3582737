import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The figures as the interface language writes them: durations ("45 sec", "2.5 min"), counts,
 * shares ("83%"), the mean ready-time error ("+1.2 min") and the stars ("4.3"). A figure nothing
 * was measured for is a dash.
 */
export function usePerformanceFormat() {
  const { t, i18n } = useTranslation('performance');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    const seconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 0 });
    const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', maximumFractionDigits: 1 });
    const signedMinutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const stars = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const none = t('none');
    return {
      count: (value: number) => count.format(value),
      /** Under a minute and a half in seconds, above it in minutes. */
      duration: (value: number | null) => (value === null ? none : value < 90 ? seconds.format(value) : minutes.format(value / 60)),
      share: (value: number | null) => (value === null ? none : percent.format(value)),
      readyError: (value: number | null) => (value === null ? none : signedMinutes.format(value)),
      rating: (value: number | null) => (value === null ? none : stars.format(value)),
    };
  }, [language, t]);
}
