import { describe, expect, it } from 'vitest';
import { localeOf, requestLocale } from './mail-locale';

describe('localeOf', () => {
  it("takes the recipient's own language first", () => {
    expect(localeOf({ locale: 'fi' }, 'de')).toBe('fi');
    expect(localeOf({ locale: 'de' })).toBe('de');
  });

  it("falls back to the request's language, then English", () => {
    expect(localeOf(undefined, 'de')).toBe('de');
    expect(localeOf({ locale: 'sv' }, 'fi')).toBe('fi');
    expect(localeOf({ locale: null }, 'xx')).toBe('en');
    expect(localeOf(null)).toBe('en');
  });
});

describe('requestLocale', () => {
  it("reads the page's language from Accept-Language", () => {
    expect(requestLocale({ headers: { 'accept-language': 'fi' } })).toBe('fi');
    expect(requestLocale({ headers: { 'accept-language': 'sv-SE,de;q=0.8' } })).toBe('de');
    expect(requestLocale({ headers: {} })).toBe('en');
  });
});
