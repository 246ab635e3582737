import { euroToCents } from '@forkly/contracts';
import type { Tx } from '../client';
import { menuOptionGroups, menuOptions } from '../schema/dish-options';
import { CUISINES, type CuisineKey } from './cuisines';

interface GroupSeed {
  name: string;
  required: boolean;
  /** Absent: a single-choice group. */
  maxChoices?: number;
  /** [name, price difference in euro]. */
  options: [string, number][];
}

/**
 * The demo's dish options (decision 045), per cuisine and menu category: every pizza has a size and
 * things to leave off, burgers a patty. Branches get their parent's, as adding a branch copies them.
 */
const OPTION_SEEDS: Partial<Record<CuisineKey, Record<string, GroupSeed[]>>> = {
  pizza: {
    Pizza: [
      {
        name: 'Size',
        required: true,
        options: [
          ['S (26 cm)', -1],
          ['M (30 cm)', 0],
          ['L (36 cm)', 2.5],
        ],
      },
      {
        name: 'Remove',
        required: false,
        maxChoices: 2,
        options: [
          ['without onions', 0],
          ['without olives', 0],
        ],
      },
    ],
  },
  burgers: {
    Burgers: [
      {
        name: 'Patty',
        required: true,
        options: [
          ['Single', 0],
          ['Double', 3],
        ],
      },
      {
        name: 'Remove',
        required: false,
        maxChoices: 3,
        options: [
          ['without pickles', 0],
          ['without onions', 0],
          ['without sauce', 0],
        ],
      },
    ],
  },
};

/** Adds the seeded option groups to the dishes just inserted. */
export async function insertDishOptions(tx: Tx, menuRows: { id: number; name: string }[], cuisineOf: (menuId: number) => CuisineKey): Promise<void> {
  for (const menu of menuRows) {
    const cuisine = cuisineOf(menu.id);
    const category = CUISINES[cuisine].categories.find((c) => c.items.some(([name]) => name === menu.name));
    const groups = category ? OPTION_SEEDS[cuisine]?.[category.name] : undefined;
    for (const [position, group] of (groups ?? []).entries()) {
      const [row] = await tx
        .insert(menuOptionGroups)
        .values({
          menuId: menu.id,
          name: group.name,
          required: group.required,
          multiple: group.maxChoices !== undefined,
          maxChoices: group.maxChoices ?? 1,
          position,
        })
        .returning({ id: menuOptionGroups.id });
      await tx
        .insert(menuOptions)
        .values(group.options.map(([name, delta], i) => ({ groupId: row!.id, name, priceDeltaCents: euroToCents(delta), position: i })));
    }
  }
}
