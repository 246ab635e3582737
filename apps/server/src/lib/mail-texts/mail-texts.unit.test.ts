import { describe, expect, it } from 'vitest';
import { LOCALES } from '../preferred-locale';
import { MAIL_TEXTS } from './index';

type Leaf = string | ((values: Record<string, string | number>) => string);
interface Tree {
  [key: string]: Leaf | Tree;
}

/** The values each text with placeholders is tried with; distinct, so each one can be found in the result. */
const VALUES = {
  name: 'Anna Virtanen',
  days: 7,
  username: 'anna_v',
  code: 'K7M2Q9X4HP',
  minutes: 30,
  restaurant: 'Trattoria Sole',
  number: 'FK-104711',
  address: 'Mannerheimintie 5, 00100 Helsinki',
  note: 'Ring twice',
  at: '29 Nov 2026, 12:05',
  method: 'METHOD-X',
  amount: '€23.39',
  quantity: 3,
  percentage: 15,
  date: '29 Nov 2027',
  when: 'Mon 12:30',
  cancelUntil: 'Mon 12:00',
} as const;
/** Each text's placeholders: a text of the catalogue missing here fails the test, so every new one is tried. */
const PLACEHOLDERS: Record<string, (keyof typeof VALUES)[]> = {
  greeting: ['name'],
  'verification.openLink': ['days'],
  'passwordReset.asked': ['username'],
  'passwordReset.code': ['code'],
  'passwordReset.validity': ['minutes'],
  'invitation.complete': ['days'],
  'partnerRefusal.salutation': ['name'],
  'partnerRefusal.interestRestaurant': ['restaurant'],
  'receipt.subject': ['number'],
  'receipt.heading': ['number'],
  'receipt.intro': ['number', 'restaurant'],
  'receipt.discountCode': ['code'],
  'receipt.deliveryTo': ['address'],
  'receipt.scheduledFor': ['when', 'cancelUntil'],
  'receipt.note': ['note'],
  'receipt.paid': ['at', 'method'],
  'refund.subject': ['number'],
  'refund.intro': ['number', 'restaurant'],
  'refund.reasons.tooBusy': ['restaurant'],
  'refund.reasons.itemUnavailable': ['restaurant'],
  'refund.reasons.closing': ['restaurant'],
  'refund.reasons.other': ['restaurant'],
  'refund.reasons.missed': ['restaurant'],
  'refund.card': ['amount'],
  'refund.demo': ['amount'],
  'missedOrder.subject': ['number'],
  'missedOrder.cancelled': ['number', 'minutes'],
  'partialRefund.subject': ['number'],
  'partialRefund.intro': ['number', 'restaurant'],
  'partialRefund.line': ['quantity', 'name', 'amount'],
  'partialRefund.card': ['amount'],
  'partialRefund.demo': ['amount'],
  'voucher.intro': ['number'],
  'voucher.worthAmount': ['amount'],
  'voucher.worthPercentage': ['percentage'],
  'voucher.code': ['code'],
  'voucher.howTo': ['date'],
};

/** Every text of a catalogue by its dotted key, functions called with their placeholders' values. */
function render(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, leaf] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof leaf === 'string') out.set(path, leaf);
    else if (typeof leaf === 'function') {
      const names = PLACEHOLDERS[path];
      if (!names) throw new Error(`no placeholder values for ${path}`);
      out.set(path, leaf(Object.fromEntries(names.map((n) => [n, VALUES[n]]))));
    } else for (const [p, text] of render(leaf, path)) out.set(p, text);
  }
  return out;
}

const rendered = Object.fromEntries(LOCALES.map((locale) => [locale, render(MAIL_TEXTS[locale] as unknown as Tree)]));

describe('the mail catalogue', () => {
  it('has every text in every language', () => {
    const keys = [...rendered.en!.keys()].sort();
    expect(keys.length).toBeGreaterThan(40);
    for (const locale of LOCALES) expect([...rendered[locale]!.keys()].sort(), locale).toEqual(keys);
  });

  it.each(LOCALES)('fills every placeholder in %s, and leaves nothing unfilled', (locale) => {
    for (const [path, text] of rendered[locale]!) {
      expect(text.trim(), `${locale} ${path}`).not.toBe('');
      expect(text, `${locale} ${path}`).not.toMatch(/undefined|null|NaN|\$\{|\{\w+\}/);
      for (const name of PLACEHOLDERS[path] ?? []) expect(text, `${locale} ${path}`).toContain(String(VALUES[name]));
    }
  });

  it.each(['de', 'fi'] as const)('is translated in %s, not copied from English', (locale) => {
    const copied = [...rendered[locale]!].filter(([path, text]) => text === rendered.en!.get(path)).map(([path]) => path);
    expect(copied).toEqual([]);
  });

  it('says "Sie" in German, never "du"', () => {
    for (const [path, text] of rendered.de!) expect(text, path).not.toMatch(/\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i);
    expect(rendered.de!.get('passwordReset.notYou')).toContain('Sie');
  });

  it('greets without a name when there is none', () => {
    expect(LOCALES.map((l) => MAIL_TEXTS[l].greeting({ name: '' }))).toEqual(['Hello,', 'Guten Tag,', 'Hei,']);
  });

  it('calls the receipt paid, not confirmed', () => {
    expect(MAIL_TEXTS.en.receipt.subject({ number: 'FK-1' })).toBe('Your Forkly order FK-1 is paid');
    expect(MAIL_TEXTS.de.receipt.heading({ number: 'FK-1' })).toBe('Bestellung FK-1 ist bezahlt');
    expect(MAIL_TEXTS.fi.receipt.heading({ number: 'FK-1' })).toBe('Tilaus FK-1 on maksettu');
  });
});
