import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema/index';

/** One stored picture with its bytes (the only query that selects `data`). */
export function findImage(db: Database, id: number) {
  return db.query.images.findFirst({ columns: { id: true, data: true, mimeType: true, width: true }, where: eq(images.id, id) });
}
