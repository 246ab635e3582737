import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { extras, images, menus, restaurants, type NewImage } from '../../db/schema/index';

/** One stored picture with its bytes (the only query that selects `data`). */
export function findImage(db: Database, id: number) {
  return db.query.images.findFirst({ columns: { id: true, data: true, mimeType: true, width: true }, where: eq(images.id, id) });
}

export async function insertImage(tx: Tx, values: NewImage): Promise<number> {
  const [row] = await tx.insert(images).values(values).returning({ id: images.id });
  return row!.id;
}

/** Deletes the image unless a menu, extra (archived ones too) or restaurant still shows it. */
export async function deleteImageIfUnreferenced(tx: Tx, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(images)
    .where(
      sql`${images.id} = ${id}
        and not exists (select 1 from ${menus} where ${menus.imageId} = ${id})
        and not exists (select 1 from ${extras} where ${extras.imageId} = ${id})
        and not exists (select 1 from ${restaurants} where ${restaurants.imageId} = ${id})`,
    )
    .returning({ id: images.id });
  return deleted.length > 0;
}
