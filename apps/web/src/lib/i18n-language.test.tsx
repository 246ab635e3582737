// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from './i18n';
import { STORAGE_KEYS } from './session';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the language at start-up (SPEC.md section 9)', () => {
  it('is the stored one, over the cookie', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'fi');
    document.cookie = 'locale=de; Path=/';
    expect(storedLanguage()).toBe('fi');
  });

  it("is the cookie's when the stored entry is gone, so a page the server rendered in it stays in it", () => {
    document.cookie = 'locale=de; Path=/';
    expect(storedLanguage()).toBe('de');
  });

  it('is English without either, or with values that are no language of ours', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(STORAGE_KEYS.locale, 'xx');
    document.cookie = 'locale=zz; Path=/';
    expect(storedLanguage()).toBe('en');
  });
});
