import { indian, sushi, thai, vietnamese } from './asian';
import { bakery, german, italian, pizza } from './european';
import { burgers, greek, imbiss, turkish, vegan } from './street';
import type { CuisineSeed } from './types';

export type { CuisineSeed, ExtraSeed, MenuSeed } from './types';

export const CUISINES = { pizza, italian, german, bakery, sushi, indian, thai, vietnamese, burgers, turkish, greek, vegan, imbiss } satisfies Record<
  string,
  CuisineSeed
>;
export type CuisineKey = keyof typeof CUISINES;
