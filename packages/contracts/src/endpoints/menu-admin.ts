import { defineEndpoint } from '../endpoint';
import { MENU_MANAGERS } from '../roles';

/**
 * Managing menus and extras from the dashboard (SPEC.md section 7). Which restaurants an account
 * may manage is checked in the server's services (access/restaurant-scope.ts).
 */
const tag = 'menus';
const UPLOAD =
  'Fields in the query; the picture, optional, as the multipart/form-data file part `image` (JPEG, PNG or WebP by content, ' +
  'at most 5 MB, 8000 px a side and 40 megapixels; stored as WebP). `allergens` repeated or comma-separated.';
const EDIT = `${UPLOAD} Absent optional fields are cleared; the picture is kept unless a new one or removeImage=true is sent.`;
const REMOVE = 'Deletes the item, or archives it when an order line holds it (past orders keep their lines). 204.';

export const createMenu = defineEndpoint({
  method: 'POST',
  path: '/menu',
  access: MENU_MANAGERS,
  tag,
  description: UPLOAD,
  query: 'createMenuQuerySchema',
  multipart: true,
  answer: { status: 201, schema: 'menuItemSchema' },
});

export const editMenu = defineEndpoint({
  method: 'PUT',
  path: '/menu/:id',
  access: MENU_MANAGERS,
  tag,
  description: EDIT,
  params: 'idParamsSchema',
  query: 'updateMenuQuerySchema',
  multipart: true,
  answer: { status: 200, schema: 'menuItemSchema' },
});

export const deleteMenu = defineEndpoint({
  method: 'DELETE',
  path: '/menu/:id',
  access: MENU_MANAGERS,
  tag,
  description: REMOVE,
  params: 'idParamsSchema',
  answer: { status: 204, schema: null },
});

export const enableMenu = defineEndpoint({
  method: 'POST',
  path: '/menu/:id/enable-visibility',
  access: MENU_MANAGERS,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'menuItemSchema' },
});

export const disableMenu = defineEndpoint({
  method: 'POST',
  path: '/menu/:id/disable-visibility',
  access: MENU_MANAGERS,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'menuItemSchema' },
});

/** The dish's option groups (decision 045), replaced as a whole; ids sent back keep their options. */
export const editMenuOptions = defineEndpoint({
  method: 'PUT',
  path: '/menu/:id/options',
  access: MENU_MANAGERS,
  tag,
  description:
    "Replaces the dish's option groups (at most 10, each with 1-20 options). Send an option's or group's id to keep it (baskets refer to it); " +
    'a group or option left out is removed (past orders keep their copies). The dish with its cheapest options may not cost less than €0.00 (field `groups`).',
  params: 'idParamsSchema',
  body: 'menuOptionsRequestSchema',
  answer: { status: 200, schema: 'menuItemSchema' },
});

export const createExtra = defineEndpoint({
  method: 'POST',
  path: '/extra',
  access: MENU_MANAGERS,
  tag,
  description: UPLOAD,
  query: 'createExtraQuerySchema',
  multipart: true,
  answer: { status: 201, schema: 'extraItemSchema' },
});

export const editExtra = defineEndpoint({
  method: 'PUT',
  path: '/extra/:id',
  access: MENU_MANAGERS,
  tag,
  description: EDIT,
  params: 'idParamsSchema',
  query: 'updateExtraQuerySchema',
  multipart: true,
  answer: { status: 200, schema: 'extraItemSchema' },
});

export const deleteExtra = defineEndpoint({
  method: 'DELETE',
  path: '/extra/:id',
  access: MENU_MANAGERS,
  tag,
  description: REMOVE,
  params: 'idParamsSchema',
  answer: { status: 204, schema: null },
});

export const enableExtra = defineEndpoint({
  method: 'POST',
  path: '/extra/:id/enable-visibility',
  access: MENU_MANAGERS,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'extraItemSchema' },
});

export const disableExtra = defineEndpoint({
  method: 'POST',
  path: '/extra/:id/disable-visibility',
  access: MENU_MANAGERS,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'extraItemSchema' },
});
