import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The zone a page rendered on the server shows its times in: the server cannot know the visitor's
 * zone, and the platform's restaurants (and so their customers) are in this one (the default of
 * `restaurants.time_zone`; a card does not carry its restaurant's zone).
 */
const SERVER_RENDER_TIME_ZONE = 'Europe/Berlin';

let deviceZone: string | undefined;
/** The browser's own zone, read once. */
function deviceTimeZone(): string {
  return (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}
const serverTimeZone = () => SERVER_RENDER_TIME_ZONE;
const neverChanges = () => () => {};

/**
 * The zone to show times in: the device's, but while a page rendered on the server is being
 * hydrated (decision 031) the server's, so the markup matches; React then renders the device's
 * (the same text for a visitor in the restaurants' zone, so nothing moves).
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(neverChanges, deviceTimeZone, serverTimeZone);
}

function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * Intl formatters are slow to make (decision 031): a list of twenty cards shares one per language,
 * zone and style.
 */
const timeFormatters = new Map<string, Intl.DateTimeFormat>();
function timeFormatter(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let format = timeFormatters.get(key);
  if (!format) timeFormatters.set(key, (format = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone })));
  return format;
}

/** SPEC.md section 9: dates in medium date format with a short time, in the interface language. */
export function useDateTimeFormat(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}

/** A date alone ("Nov 29, 2026"), in the interface language. */
export function useDateFormat(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}

/**
 * A time of day ("12:35"), from the time given, never from the clock: the same on the server and
 * in the browser (decision 031).
 */
export function useTimeFormat(): (iso: string) => string {
  const language = useLanguage();
  const timeZone = useDisplayTimeZone();
  return useMemo(() => {
    const format = timeFormatter(language, timeZone);
    return (iso: string) => format.format(new Date(iso));
  }, [language, timeZone]);
}

/** A window of time as the language writes it: "12:35 – 12:45 PM", "12:35–12:45 Uhr", "12.35–12.45". */
export function useTimeRangeFormat(): (fromIso: string, toIso: string) => string {
  const language = useLanguage();
  const timeZone = useDisplayTimeZone();
  return useMemo(() => {
    const format = timeFormatter(language, timeZone);
    return (fromIso: string, toIso: string) => format.formatRange(new Date(fromIso), new Date(toIso));
  }, [language, timeZone]);
}

/**
 * A delivery slot of an order placed ahead (decision 046): `day` keys slots by the calendar day,
 * `dayLabel` names it ("Mon, Nov 30"), `time` its time, and `short` both as the order, the success
 * page and the kitchen show it ("Mon 12:30"). In the zone of every other time on screen.
 */
export function useSlotFormat() {
  const language = useLanguage();
  const timeZone = useDisplayTimeZone();
  return useMemo(() => {
    const time = timeFormatter(language, timeZone);
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone });
    const dayLabel = new Intl.DateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', timeZone });
    const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    return {
      day: (iso: string) => dayKey.format(new Date(iso)),
      dayLabel: (iso: string) => dayLabel.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      short: (iso: string) => `${weekday.format(new Date(iso))} ${time.format(new Date(iso))}`,
    };
  }, [language, timeZone]);
}
