import { describe, expect, it } from 'vitest';
import { preferredLocale } from './preferred-locale';

describe('preferredLocale', () => {
  it('takes the first of the app languages by weight', () => {
    expect(preferredLocale('de')).toBe('de');
    expect(preferredLocale('fi-FI,fi;q=0.9,en;q=0.8')).toBe('fi');
    expect(preferredLocale('fr-FR,fr;q=0.9,de;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLocale('en;q=0.2, de;q=0.8')).toBe('de');
  });

  it('gives nothing for none of them, an empty or a broken header', () => {
    expect(preferredLocale('fr, es')).toBeUndefined();
    expect(preferredLocale('')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
    expect(preferredLocale(';;;,q=1')).toBeUndefined();
    expect(preferredLocale('de;q=0')).toBeUndefined();
  });
});
