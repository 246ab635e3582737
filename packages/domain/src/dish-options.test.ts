import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestPriceCents, chooseOptions, type OptionGroupRule } from './dish-options';

const size: OptionGroupRule = {
  id: 1,
  name: 'Size',
  required: true,
  maxChoices: 1,
  options: [
    { id: 11, name: 'S', priceDeltaCents: -100 },
    { id: 12, name: 'M', priceDeltaCents: 0 },
    { id: 13, name: 'L', priceDeltaCents: 250 },
  ],
};
const remove: OptionGroupRule = {
  id: 2,
  name: 'Remove',
  required: false,
  maxChoices: 2,
  options: [
    { id: 21, name: 'without onions', priceDeltaCents: 0 },
    { id: 22, name: 'without olives', priceDeltaCents: 0 },
    { id: 23, name: 'without cheese', priceDeltaCents: -50 },
  ],
};
const groups = [size, remove];

describe('chooseOptions', () => {
  it('prices a size and a removal, in menu order whatever order they were chosen in', () => {
    expect(chooseOptions(groups, [21, 13])).toEqual({
      ok: true,
      chosen: [
        { id: 13, group: 'Size', name: 'L', priceDeltaCents: 250 },
        { id: 21, group: 'Remove', name: 'without onions', priceDeltaCents: 0 },
      ],
      deltaCents: 250,
    });
    expect(chooseOptions(groups, [11, 23])).toMatchObject({ ok: true, deltaCents: -150 });
  });

  it('needs a choice in every required group, none in an optional one', () => {
    expect(chooseOptions(groups, [21])).toEqual({ ok: false, refusal: 'optionRequired', group: 'Size' });
    expect(chooseOptions(groups, [12])).toMatchObject({ ok: true, deltaCents: 0 });
    expect(chooseOptions([remove], [])).toEqual({ ok: true, chosen: [], deltaCents: 0 });
  });

  it('takes one option in a single-choice group and at most the maximum in a multiple one', () => {
    expect(chooseOptions(groups, [11, 13])).toEqual({ ok: false, refusal: 'optionTooMany', group: 'Size' });
    expect(chooseOptions(groups, [12, 21, 22, 23])).toEqual({ ok: false, refusal: 'optionTooMany', group: 'Remove' });
  });

  it("refuses an option twice, and ids that are not this dish's options", () => {
    expect(chooseOptions(groups, [12, 12])).toEqual({ ok: false, refusal: 'optionDuplicate' });
    expect(chooseOptions(groups, [12, 99])).toEqual({ ok: false, refusal: 'optionNotAvailable' });
    expect(chooseOptions([], [12])).toEqual({ ok: false, refusal: 'optionNotAvailable' });
  });

  it('a dish without groups takes no options and costs its price', () => {
    expect(chooseOptions([], [])).toEqual({ ok: true, chosen: [], deltaCents: 0 });
  });
});

describe('cheapestPriceCents', () => {
  it("takes a required group's cheapest option and every discount an optional group allows", () => {
    expect(cheapestPriceCents(900, groups)).toBe(900 - 100 - 50);
    expect(cheapestPriceCents(900, [{ ...size, options: [{ id: 1, name: 'L', priceDeltaCents: 250 }] }])).toBe(1150);
    expect(cheapestPriceCents(900, [remove])).toBe(850);
    expect(cheapestPriceCents(900, [])).toBe(900);
  });

  it('is never more than any price a valid choice gives', () => {
    const option = fc.record({ priceDeltaCents: fc.integer({ min: -500, max: 500 }) });
    const group = fc
      .record({ required: fc.boolean(), options: fc.array(option, { minLength: 1, maxLength: 5 }), max: fc.integer({ min: 1, max: 5 }) })
      .map(({ required, options, max }) => ({ required, maxChoices: Math.min(max, options.length), options }));
    fc.assert(
      fc.property(fc.array(group, { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 12 }), (raw, picks) => {
        let next = 1;
        const rules: OptionGroupRule[] = raw.map((g, gi) => ({
          id: gi + 1,
          name: `g${gi}`,
          required: g.required,
          maxChoices: g.maxChoices,
          options: g.options.map((o) => ({ id: next++, name: `o${next}`, priceDeltaCents: o.priceDeltaCents })),
        }));
        const ids = [...new Set(picks.map((p) => (p % Math.max(1, next - 1)) + 1))];
        const choice = chooseOptions(rules, ids);
        if (choice.ok) expect(cheapestPriceCents(1000, rules)).toBeLessThanOrEqual(1000 + choice.deltaCents);
      }),
    );
  });
});
