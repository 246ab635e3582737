/**
 * Dish options (issue 25, decision 045): a customer's choice checked against a dish's option groups
 * and priced in integer cents. The server, the dish dialog and the editor use the same rules.
 */

export interface OptionRule {
  id: number;
  name: string;
  priceDeltaCents: number;
}

export interface OptionGroupRule {
  id: number;
  name: string;
  required: boolean;
  /** 1 for a single-choice group. */
  maxChoices: number;
  options: readonly OptionRule[];
}

/** A chosen option as an order line keeps it: its group's name, its own name and price difference. */
export interface ChosenOptionCents {
  id: number;
  group: string;
  name: string;
  priceDeltaCents: number;
}

/** Why a choice is refused; the names match the error catalogue's codes. */
export type OptionRefusal = 'optionNotAvailable' | 'optionRequired' | 'optionTooMany' | 'optionDuplicate';

export type OptionChoice =
  | { ok: true; chosen: ChosenOptionCents[]; deltaCents: number }
  | { ok: false; refusal: OptionRefusal; /** The group it concerns, when there is one. */ group?: string };

/**
 * Checks `chosenIds` against the dish's groups: each id once, each one of this dish, no group over
 * its maximum, every required group answered. The chosen options come back in menu order (group,
 * then option), so the same choice made in another order is the same line.
 */
export function chooseOptions(groups: readonly OptionGroupRule[], chosenIds: readonly number[]): OptionChoice {
  if (new Set(chosenIds).size !== chosenIds.length) return { ok: false, refusal: 'optionDuplicate' };
  const wanted = new Set(chosenIds);
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  if (chosenIds.some((id) => !known.has(id))) return { ok: false, refusal: 'optionNotAvailable' };
  const chosen: ChosenOptionCents[] = [];
  for (const group of groups) {
    const picked = group.options.filter((o) => wanted.has(o.id));
    if (picked.length > group.maxChoices) return { ok: false, refusal: 'optionTooMany', group: group.name };
    if (group.required && picked.length === 0) return { ok: false, refusal: 'optionRequired', group: group.name };
    chosen.push(...picked.map((o) => ({ id: o.id, group: group.name, name: o.name, priceDeltaCents: o.priceDeltaCents })));
  }
  return { ok: true, chosen, deltaCents: chosen.reduce((sum, o) => sum + o.priceDeltaCents, 0) };
}

/**
 * The least a customer can pay for the dish: its price with the cheapest allowed choice in every
 * group (a required group's cheapest option, then every further discount up to the maximum). The
 * editor refuses option groups that bring this below 0.
 */
export function cheapestPriceCents(basePriceCents: number, groups: readonly OptionGroupRule[]): number {
  return groups.reduce((price, group) => {
    const deltas = group.options.map((o) => o.priceDeltaCents).sort((a, b) => a - b);
    const first = group.required && deltas.length ? deltas[0]! : Math.min(0, deltas[0] ?? 0);
    const further = deltas.slice(1, group.maxChoices).filter((d) => d < 0);
    return price + first + further.reduce((a, b) => a + b, 0);
  }, basePriceCents);
}
