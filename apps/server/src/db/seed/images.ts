import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { images } from '../schema/images';
import { type RenderedImage, renderWebp } from './art/render';
import { type StyleKey, coverSvg, styleSvg } from './art/styles';
import { CUISINES, type CuisineKey } from './cuisines';
import { RESTAURANTS } from './restaurants-data';

export interface SeedImages {
  /** One image per picture style, shared by every menu and extra that uses it. */
  styles: Map<StyleKey, number>;
  /** One cover per cuisine, shared by a restaurant and its branches. */
  covers: Map<CuisineKey, number>;
  ids: number[];
}

function usedCuisines(): CuisineKey[] {
  return [...new Set(RESTAURANTS.map((r) => r.cuisine))];
}

function usedStyles(): StyleKey[] {
  const keys = new Set<StyleKey>();
  for (const key of usedCuisines()) {
    const c = CUISINES[key];
    for (const cat of c.categories) for (const item of cat.items) keys.add(item[3]);
    for (const extra of c.extras) keys.add(extra[2]);
  }
  return [...keys];
}

/**
 * Renders every distinct picture once (sharp runs on its own threads, so Promise.all keeps both
 * cores busy) before any transaction is opened: slow work never holds PGlite's one connection.
 */
export async function renderSeedImages(): Promise<{ styles: [StyleKey, RenderedImage][]; covers: [CuisineKey, RenderedImage][] }> {
  const styleKeys = usedStyles();
  const cuisineKeys = usedCuisines();
  const [styles, covers] = await Promise.all([
    Promise.all(styleKeys.map(async (k) => [k, await renderWebp(styleSvg(k))] as [StyleKey, RenderedImage])),
    Promise.all(cuisineKeys.map(async (k) => [k, await renderWebp(coverSvg(k, CUISINES[k].color, CUISINES[k].cover))] as [CuisineKey, RenderedImage])),
  ]);
  return { styles, covers };
}

/** Stores the rendered pictures in one short transaction. */
export async function insertSeedImages(db: Database, rendered: Awaited<ReturnType<typeof renderSeedImages>>): Promise<SeedImages> {
  const all = [...rendered.styles, ...rendered.covers];
  const rows = await db.transaction((tx) =>
    tx
      .insert(images)
      .values(all.map(([, img]) => ({ data: img.data, mimeType: img.mimeType, width: img.width, height: img.height, byteSize: img.byteSize })))
      .returning({ id: images.id }),
  );
  // Serial ids are drawn in VALUES order, so ascending ids line up with `all`.
  const ids = rows.map((r) => r.id).sort((x, y) => x - y);
  const styles = new Map(rendered.styles.map(([k], i) => [k, ids[i]!]));
  const covers = new Map(rendered.covers.map(([k], i) => [k, ids[rendered.styles.length + i]!]));
  return { styles, covers, ids };
}

/** Undo for a seed that lost the race to another instance. */
export async function deleteSeedImages(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(images).where(inArray(images.id, ids));
}
