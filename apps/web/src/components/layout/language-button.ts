import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../lib/i18n';

/**
 * The language button's code and name. The name starts with the code it shows ("EN, Language:
 * English"): WCAG 2.5.3, so a voice user who says what they see reaches it.
 */
export function useLanguageButton(): { code: string; name: string } {
  const { t, i18n } = useTranslation();
  const current = (LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0]).code;
  const code = current.toUpperCase();
  return { code, name: `${code}, ${t('header.language', { language: t(`language.${current}`) })}` };
}
