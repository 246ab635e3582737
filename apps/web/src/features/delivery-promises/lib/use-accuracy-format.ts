import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Shares as percentages and minutes with one decimal ("2.1 min", "2,1 Min."), in the interface language. */
export function useAccuracyFormat() {
  const { t, i18n } = useTranslation('promises');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const unit = { style: 'unit', unit: 'minute', minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
    const minutes = new Intl.NumberFormat(language, unit);
    const signed = new Intl.NumberFormat(language, { ...unit, signDisplay: 'exceptZero' });
    return {
      collator: new Intl.Collator(language),
      count: new Intl.NumberFormat(language),
      share: (value: number) => percent.format(value),
      /** "+2.1 min late", "−1.3 min early", "0.0 min" (rounded to a tenth, a tiny error reads as none); a dash when nothing was measured. */
      meanError: (value: number | null) => {
        if (value === null) return t('none');
        const text = signed.format(value);
        if (text === signed.format(0)) return text;
        return t(value > 0 ? 'meanLate' : 'meanEarly', { minutes: text });
      },
      minutes: (value: number | null) => (value === null ? t('none') : minutes.format(value)),
    };
  }, [language, t]);
}
