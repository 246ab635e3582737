import type { Tx } from '../../db/client';
import type { AppDeps } from '../../plugins/deps';
import { prepareImage, releaseImage, storeImage, type PreparedImage } from '../images/image-upload.service';
import { ItemStillOrdered } from './menu-admin.repo';

/** What managing a menu and an extra have in common: the picture and the way out. */
export interface ImageChange {
  prepared?: PreparedImage;
  remove?: boolean;
}

/** Checks and re-encodes an uploaded picture before any transaction (sharp is slow work). */
export async function prepareImageChange(image: Buffer | undefined, remove = false): Promise<ImageChange> {
  return { prepared: image ? await prepareImage(image) : undefined, remove };
}

/**
 * Inside the write: stores a new picture, and gives the picture id the item ends up with. The
 * picture it had before is released afterwards by `settleImage`.
 */
export async function nextImageId(tx: Tx, change: ImageChange, current: number | null, userId: number): Promise<number | null> {
  if (change.prepared) return storeImage(tx, change.prepared, userId);
  return change.remove ? null : current;
}

export async function settleImage(deps: AppDeps, tx: Tx, before: number | null, after: number | null): Promise<void> {
  if (before !== after) await releaseImage(deps, tx, before);
}

export interface RemovalSteps {
  /** Whether an order line holds the item (order lines reference it ON DELETE RESTRICT). */
  ordered(tx: Tx): Promise<boolean>;
  archive(db: AppDeps['db'] | Tx): Promise<unknown>;
  remove(tx: Tx): Promise<void>;
  imageId: number | null;
}

/**
 * DELETE of a menu or an extra. One never ordered is deleted with its picture (when nothing else
 * shows it); one on any order line is archived (deleted_at), so past orders keep their lines and
 * receipts while the item vanishes from every list. An order placed between the check and the
 * delete makes the database refuse the delete, and the item is archived instead.
 */
export async function removeOrArchive(deps: AppDeps, steps: RemovalSteps): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      if (await steps.ordered(tx)) {
        await steps.archive(tx);
        return;
      }
      await steps.remove(tx);
      await releaseImage(deps, tx, steps.imageId);
    });
  } catch (error) {
    if (!(error instanceof ItemStillOrdered)) throw error;
    await steps.archive(deps.db);
  }
}
