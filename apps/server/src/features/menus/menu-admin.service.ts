import { euroToCents, type CreateMenuQuery, type MenuItem, type UpdateMenuQuery } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { nextImageId, prepareImageChange, removeOrArchive, settleImage } from './item-admin';
import { categoryIdFor, deleteMenuRow, findLiveMenu, insertMenu, updateMenu, wasOrdered } from './menu-admin.repo';
import { assertManagesRestaurant, targetRestaurant } from '../../access/restaurant-scope';
import { presentMenu } from './menus.presenter';
import { assertNotBelowZero } from './dish-options-admin.service';

interface MenuInput<Q> {
  query: Q;
  /** The uploaded picture's bytes, unchecked. */
  image?: Buffer;
}

async function presentLive(deps: AppDeps, id: number): Promise<MenuItem> {
  const row = await findLiveMenu(deps.db, id);
  if (!row) throw new AppError('menuNotFound');
  return presentMenu(row);
}

/** A menu the account may change; 404 for an unknown or archived one, 403 for another restaurant's. */
async function managedMenu(deps: AppDeps, who: AccessClaims, id: number) {
  const row = await findLiveMenu(deps.db, id);
  if (!row) throw new AppError('menuNotFound');
  await assertManagesRestaurant(deps.db, who, row.menu.restaurantId);
  return row;
}

function fieldsOf(query: CreateMenuQuery | UpdateMenuQuery) {
  return { name: query.name, description: query.description ?? '', priceCents: euroToCents(query.price), allergens: query.allergens ?? [] };
}

const categoryOf = (tx: Tx, restaurantId: number, name: string | null | undefined) => (name ? categoryIdFor(tx, restaurantId, name) : null);

/** POST /menu: 201 with the new dish; its category is found or created by name. */
export async function createMenu(deps: AppDeps, { caller: who, ...input }: { caller: AccessClaims } & MenuInput<CreateMenuQuery>): Promise<MenuItem> {
  const restaurantId = await targetRestaurant(deps.db, who, input.query.restaurantId);
  const change = await prepareImageChange(input.image);
  const id = await deps.db.transaction(async (tx) =>
    insertMenu(tx, {
      ...fieldsOf(input.query),
      restaurantId,
      categoryId: await categoryOf(tx, restaurantId, input.query.category),
      imageId: await nextImageId(tx, change, null, who.userId),
    }),
  );
  return presentLive(deps, id);
}

/** PUT /menu/{id}: every field again; the picture stays unless a new one or removeImage is sent. */
export async function editMenu(
  deps: AppDeps,
  { caller: who, id, ...input }: { caller: AccessClaims; id: number } & MenuInput<UpdateMenuQuery>,
): Promise<MenuItem> {
  const { menu, optionGroups } = await managedMenu(deps, who, id);
  // A lower price must still cover the dish's cheapest options (decision 045).
  assertNotBelowZero(euroToCents(input.query.price), optionGroups, 'price');
  const change = await prepareImageChange(input.image, input.query.removeImage);
  await deps.db.transaction(async (tx) => {
    const imageId = await nextImageId(tx, change, menu.imageId, who.userId);
    const changed = await updateMenu(tx, id, { ...fieldsOf(input.query), categoryId: await categoryOf(tx, menu.restaurantId, input.query.category), imageId });
    if (!changed) throw new AppError('menuNotFound');
    await settleImage(deps, tx, menu.imageId, imageId);
  });
  return presentLive(deps, id);
}

/** POST /menu/{id}/enable-visibility and disable-visibility: the customer menu follows at once. */
export async function setMenuVisibility(
  deps: AppDeps,
  { caller: who, id, visible }: { caller: AccessClaims; id: number; visible: boolean },
): Promise<MenuItem> {
  await managedMenu(deps, who, id);
  if (!(await updateMenu(deps.db, id, { visible }))) throw new AppError('menuNotFound');
  return presentLive(deps, id);
}

/** DELETE /menu/{id}: deleted, or archived when an order holds it (see removeOrArchive). */
export async function deleteMenu(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<void> {
  const { menu } = await managedMenu(deps, who, id);
  await removeOrArchive(deps, {
    ordered: (tx) => wasOrdered(tx, { menuId: id }),
    archive: (db) => updateMenu(db, id, { deletedAt: new Date() }),
    remove: (tx) => deleteMenuRow(tx, id),
    imageId: menu.imageId,
  });
}
