import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE_NAMES, readCookie, writeCookie } from './cookies';
import { STORAGE_KEYS } from './session';

export const LANGUAGES = [
  { code: 'en', name: 'English', icon: '🇬🇧' },
  { code: 'de', name: 'Deutsch', icon: '🇩🇪' },
  { code: 'fi', name: 'Suomi', icon: '🇫🇮' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

type Bundle = Record<string, Record<string, unknown>>;

/**
 * One chunk per language, loaded on demand: a visitor downloads only the language in use (a test
 * keeps every language complete, so no fallback bundle is needed up front).
 */
const loaders: Record<LanguageCode, () => Promise<{ default: Bundle }>> = {
  en: () => import('../locales/en/index'),
  de: () => import('../locales/de/index'),
  fi: () => import('../locales/fi/index'),
};

function isLanguage(code: string | null | undefined): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

/**
 * The language of SPEC.md section 9 (`av.locale`, else English). When the browser has lost its
 * stored entry but still holds the `locale` cookie, the cookie's language is taken: the server
 * rendered the page in it (decision 031), and switching to English would redraw the whole page.
 */
export function storedLanguage(): LanguageCode {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.locale);
  if (isLanguage(stored)) return stored;
  const mirrored = readCookie(COOKIE_NAMES.locale);
  return isLanguage(mirrored) ? mirrored : 'en';
}

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'common')) return;
  const { default: bundle } = await loaders[code]();
  for (const [ns, messages] of Object.entries(bundle)) i18n.addResourceBundle(code, ns, messages, true, true);
}

/** Starts i18next with the stored language (SPEC.md section 9: read at startup). */
export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  const { default: bundle } = await loaders[lng]();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: bundle },
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    partialBundledLanguages: true,
  });
  document.documentElement.lang = lng;
  rememberForServer(lng);
}

/** The 'locale' cookie lets the server send the landing page prerendered in this language. */
function rememberForServer(code: LanguageCode) {
  writeCookie(COOKIE_NAMES.locale, code);
}

/** Switches the interface at once and remembers the choice (SPEC.md section 4). */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.locale, code);
  rememberForServer(code);
  await loadLanguage(code);
  document.documentElement.lang = code;
  await i18n.changeLanguage(code);
}

export default i18n;
