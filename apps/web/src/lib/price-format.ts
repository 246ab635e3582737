import { useTranslation } from 'react-i18next';
import { centsToEuro, euroToCents } from '@forkly/contracts';

/** One formatter per language: making one takes about a millisecond on a phone, and every dish shows a price. */
const priceFormats = new Map<string, (euro: number) => string>();

/** Euro in the interface language (DESIGN.md section 1): "€8.90", "8,90 €", "8,90 €". */
export function useFormatPrice(): (euro: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  let format = priceFormats.get(language);
  if (!format) {
    const intl = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    priceFormats.set(language, (format = (euro: number) => intl.format(euro)));
  }
  return format;
}

/** quantity x price in whole cents (no float arithmetic on money), back to euro for display. */
export function lineTotal(quantity: number, price: number): number {
  return centsToEuro(quantity * euroToCents(price));
}
