import { useTranslation } from 'react-i18next';

/** Distance in km and duration in minutes, in the reader's language. */
export function useRouteUnits() {
  const { i18n } = useTranslation();
  const km = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  const minutes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return {
    distance: (meters: number) => km.format(meters / 1000),
    duration: (seconds: number) => minutes.format(Math.max(1, Math.round(seconds / 60))),
  };
}
