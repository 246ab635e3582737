import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './session';

export const LANGUAGES = [
  { code: 'en', name: 'English', icon: '🇬🇧' },
  { code: 'de', name: 'Deutsch', icon: '🇩🇪' },
  { code: 'fi', name: 'Suomi', icon: '🇫🇮' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Every `locales/<lng>/<namespace>.json` is bundled: the three languages together are a few KB. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, messages] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!lng || !ns) continue;
  (resources[lng] ??= {})[ns] = messages;
}
export const NAMESPACES = Object.keys(resources.en ?? {});

function storedLanguage(): LanguageCode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.locale);
  return LANGUAGES.some((l) => l.code === stored) ? (stored as LanguageCode) : 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the interface at once and remembers the choice (SPEC.md section 4). */
export function changeLanguage(code: LanguageCode): void {
  localStorage.setItem(STORAGE_KEYS.locale, code);
  document.documentElement.lang = code;
  void i18n.changeLanguage(code);
}

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
