import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../../lib/date-format';

/**
 * Intl formatters are slow to make (about a millisecond each on a phone): every card's facts use
 * them, so each language's are made once, not per card and render. Each is made when first used:
 * the first one of a kind loads its locale data, and making all five at once took ~110 ms at
 * Lighthouse's 4× CPU slowdown in the middle of the menu's hydration (decision 031), where the
 * header needs only the rating and perhaps a time.
 */
const formats = new Map<string, ReturnType<typeof makeFormat>>();

/** A value made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function makeFormat(language: string, timeZone: string) {
  const metres = once(() => new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }));
  const km = once(() => new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }));
  const stars = once(() => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  const time = once(() => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }));
  const weekday = once(() => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }));
  const day = once(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }));
  return {
    distance: (m: number) => (m < 1000 ? metres().format(Math.max(10, Math.round(m / 10) * 10)) : km().format(m / 1000)),
    rating: (value: number) => stars().format(value),
    /** When a closed restaurant opens: the time, and the weekday unless it is today (in the zone times are shown in). */
    opening: (iso: string, now = new Date()) => {
      const date = new Date(iso);
      return { today: day().format(date) === day().format(now), weekday: weekday().format(date), time: time().format(date) };
    },
  };
}

/**
 * Distances, ratings and opening times in the interface language; times in the zone of
 * `useDisplayTimeZone` (the restaurants' while a page rendered on the server hydrates, decision 031).
 */
export function useRestaurantFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = useDisplayTimeZone();
  const key = `${language}|${timeZone}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = makeFormat(language, timeZone)));
  return format;
}
