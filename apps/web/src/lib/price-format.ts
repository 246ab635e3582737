import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Euro in the interface language (DESIGN.md section 1): "€8.90", "8,90 €", "8,90 €". */
export function useFormatPrice(): (euro: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    return (euro: number) => format.format(euro);
  }, [language]);
}

/** quantity x price without float drift: through whole cents. */
export function lineTotal(quantity: number, price: number): number {
  return (quantity * Math.round(price * 100)) / 100;
}
