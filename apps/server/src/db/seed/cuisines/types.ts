import type { Allergen } from '../../schema/menus';
import type { StyleKey } from '../art/styles';

/** [name, description, price in euro, picture, allergens]: one line per dish keeps the menus readable. */
export type MenuSeed = [name: string, description: string, priceEuro: number, style: StyleKey, allergens: Allergen[]];
/** [name, price in euro, picture, allergens]. */
export type ExtraSeed = [name: string, priceEuro: number, style: StyleKey, allergens: Allergen[]];

export interface CuisineSeed {
  /** Background of the restaurant cover and the three dishes shown on it. */
  color: string;
  cover: [StyleKey, StyleKey, StyleKey];
  categories: { name: string; items: MenuSeed[] }[];
  extras: ExtraSeed[];
}
