import { z } from 'zod';
import { addressSchema, quantityField, registrationTypeSchema, roleSchema } from '@forkly/contracts/schemas';

// Loaded on demand by stored-state.ts, so zod stays out of the first load of every page.

const id = z.number().int().positive();
const itemRef = z.object({ id, name: z.string(), price: z.number().nonnegative() });

/** One cart line: a menu item or an extra, never both (SPEC.md section 3). */
const basketLineSchema = z
  .object({
    id: z.string(),
    quantity: quantityField,
    menu: itemRef.optional(),
    extra: itemRef.optional(),
    image: z.object({ id: id.nullable() }).optional(),
    options: z.array(z.object({ id, group: z.string(), name: z.string(), price: z.number() })).optional(),
  })
  .refine((line) => !line.menu !== !line.extra);

/** The contracts' address, with the coordinates a saved address carries (null when unknown). */
const deliveryAddressSchema = z.object({
  useMyAddress: z.boolean(),
  address: addressSchema.extend({ latitude: z.number().nullable().optional(), longitude: z.number().nullable().optional() }),
});

/** `av.order`. An address of an older shape is forgotten on its own: the lines stay. */
export const storedBasketSchema = z.object({
  restaurant: z.object({ id, name: z.string() }).optional(),
  orders: z.array(basketLineSchema),
  promocode: z.string().optional(),
  note: z.string().optional(),
  deliveryAddress: deliveryAddressSchema.optional().catch(undefined),
  orderId: id.optional(),
  checkoutKey: z.object({ key: z.string(), request: z.string() }).optional(),
  tip: z
    .union([z.object({ percentage: z.union([z.literal(5), z.literal(10), z.literal(15)]) }), z.object({ amount: z.number() })])
    .optional()
    .catch(undefined),
});

/** `signup-storage`: what the first two registration steps collected. */
export const storedSignupSchema = z.object({
  data: z.object({
    type: registrationTypeSchema.optional(),
    verificationcode: z.string().optional(),
    lastname: z.string().optional(),
    firstname: z.string().optional(),
    contact: z.string().optional(),
    email: z.string().optional(),
    name: z.string().optional(),
    bio: z.string().optional(),
    street: z.string().optional(),
    houseNumber: z.string().optional(),
    zip: z.string().optional(),
    city: z.string().optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    placeId: z.string().optional(),
  }),
  basicCompleted: z.boolean(),
  addressCompleted: z.boolean(),
});

/** `auth-storage`: who logged in last, to greet them before the API answers. */
export const storedAuthSchema = z.object({
  data: z.object({ username: z.string().optional(), role: roleSchema.optional(), userId: id.optional() }),
});
