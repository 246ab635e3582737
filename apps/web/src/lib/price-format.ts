import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToEuro, euroToCents } from '@forkly/contracts';

/** Euro in the interface language (DESIGN.md section 1): "€8.90", "8,90 €", "8,90 €". */
export function useFormatPrice(): (euro: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    return (euro: number) => format.format(euro);
  }, [language]);
}

/** quantity x price in whole cents (no float arithmetic on money), back to euro for display. */
export function lineTotal(quantity: number, price: number): number {
  return centsToEuro(quantity * euroToCents(price));
}
