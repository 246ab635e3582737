import { euroToCents, VALIDATION_MESSAGES, type MenuItem, type MenuOptionsInput } from '@forkly/contracts';
import { cheapestPriceCents, type OptionGroupRule } from '@forkly/domain';
import { assertManagesRestaurant } from '../../access/restaurant-scope';
import { AppError, fieldError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { replaceOptionGroups, type OptionGroupJson, type OptionGroupWrite } from '../../db/dish-options';
import { findLiveMenu } from './menu-admin.repo';
import { presentMenu } from './menus.presenter';

/** Groups as the domain's rules read them (ids do not matter for a price). */
const rulesOf = (groups: readonly (OptionGroupWrite | OptionGroupJson)[]): OptionGroupRule[] =>
  groups.map((g, i) => ({
    id: g.id ?? -i - 1,
    name: g.name,
    required: g.required,
    maxChoices: g.maxChoices,
    options: g.options.map((o, j) => ({ id: o.id ?? -j - 1, ...o })),
  }));

/**
 * A dish may never cost less than €0.00 with its cheapest choices (decision 045). Checked when the
 * options change and when the price changes; the field is `groups` or `price`.
 */
export function assertNotBelowZero(priceCents: number, groups: readonly (OptionGroupWrite | OptionGroupJson)[], field: 'groups' | 'price'): void {
  if (cheapestPriceCents(priceCents, rulesOf(groups)) < 0) throw fieldError(field, VALIDATION_MESSAGES.optionPriceBelowZero);
}

/** PUT /menu/{id}/options: the dish's option groups replaced as a whole, by a manager of its restaurant. */
export async function editMenuOptions(
  deps: AppDeps,
  { caller: who, id, body }: { caller: AccessClaims; id: number; body: MenuOptionsInput },
): Promise<MenuItem> {
  const row = await findLiveMenu(deps.db, id);
  if (!row) throw new AppError('menuNotFound');
  await assertManagesRestaurant(deps.db, who, row.menu.restaurantId);
  const groups: OptionGroupWrite[] = body.groups.map((g) => ({
    ...g,
    options: g.options.map((o) => ({ id: o.id, name: o.name, priceDeltaCents: euroToCents(o.priceDelta) })),
  }));
  assertNotBelowZero(row.menu.priceCents, groups, 'groups');
  await deps.db.transaction((tx) => replaceOptionGroups(tx, id, groups));
  const changed = await findLiveMenu(deps.db, id);
  if (!changed) throw new AppError('menuNotFound');
  return presentMenu(changed);
}
