import type { Locale } from '../preferred-locale';
import type { MailTexts } from './catalogue';
import { de } from './de';
import { en } from './en';
import { fi } from './fi';

export type { MailTexts } from './catalogue';

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, de, fi };

export const mailTexts = (locale: Locale): MailTexts => MAIL_TEXTS[locale];
