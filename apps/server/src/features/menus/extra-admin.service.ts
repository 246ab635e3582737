import { euroToCents, type CreateExtraQuery, type ExtraItem, type UpdateExtraQuery } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { nextImageId, prepareImageChange, removeOrArchive, settleImage } from './item-admin';
import { deleteExtraRow, findLiveExtra, insertExtra, updateExtra, wasOrdered } from './menu-admin.repo';
import { assertManagesRestaurant, targetRestaurant } from '../../access/restaurant-scope';
import { presentExtra } from './menus.presenter';

interface ExtraInput<Q> {
  query: Q;
  image?: Buffer;
}

/** An extra the account may change; 404 for an unknown or archived one, 403 for another restaurant's. */
async function managedExtra(deps: AppDeps, who: AccessClaims, id: number) {
  const extra = await findLiveExtra(deps.db, id);
  if (!extra) throw new AppError('extraNotFound');
  await assertManagesRestaurant(deps.db, who, extra.restaurantId);
  return extra;
}

function fieldsOf(query: CreateExtraQuery | UpdateExtraQuery) {
  return { name: query.name, priceCents: euroToCents(query.price), allergens: query.allergens ?? [] };
}

/** POST /extra: 201 with the new extra. */
export async function createExtra(deps: AppDeps, { caller: who, ...input }: { caller: AccessClaims } & ExtraInput<CreateExtraQuery>): Promise<ExtraItem> {
  const restaurantId = await targetRestaurant(deps.db, who, input.query.restaurantId);
  const change = await prepareImageChange(input.image);
  const id = await deps.db.transaction(async (tx) =>
    insertExtra(tx, { ...fieldsOf(input.query), restaurantId, imageId: await nextImageId(tx, change, null, who.userId) }),
  );
  const extra = await findLiveExtra(deps.db, id);
  if (!extra) throw new AppError('extraNotFound');
  return presentExtra(extra);
}

/** PUT /extra/{id}: as PUT /menu/{id}. */
export async function editExtra(
  deps: AppDeps,
  { caller: who, id, ...input }: { caller: AccessClaims; id: number } & ExtraInput<UpdateExtraQuery>,
): Promise<ExtraItem> {
  const extra = await managedExtra(deps, who, id);
  const change = await prepareImageChange(input.image, input.query.removeImage);
  const updated = await deps.db.transaction(async (tx) => {
    const imageId = await nextImageId(tx, change, extra.imageId, who.userId);
    const row = await updateExtra(tx, id, { ...fieldsOf(input.query), imageId });
    if (!row) throw new AppError('extraNotFound');
    await settleImage(deps, tx, extra.imageId, imageId);
    return row;
  });
  return presentExtra(updated);
}

/** POST /extra/{id}/enable-visibility and disable-visibility. */
export async function setExtraVisibility(
  deps: AppDeps,
  { caller: who, id, visible }: { caller: AccessClaims; id: number; visible: boolean },
): Promise<ExtraItem> {
  await managedExtra(deps, who, id);
  const row = await updateExtra(deps.db, id, { visible });
  if (!row) throw new AppError('extraNotFound');
  return presentExtra(row);
}

/** DELETE /extra/{id}: deleted, or archived when an order holds it. */
export async function deleteExtra(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<void> {
  const extra = await managedExtra(deps, who, id);
  await removeOrArchive(deps, {
    ordered: (tx) => wasOrdered(tx, { extraId: id }),
    archive: (db) => updateExtra(db, id, { deletedAt: new Date() }),
    remove: (tx) => deleteExtraRow(tx, id),
    imageId: extra.imageId,
  });
}
