import { z } from 'zod';
import { pagedSchema } from '@forkly/contracts/schemas';

// Loaded on demand with the answer it checks (see api/get-own-orders.ts).

/** Only what the support form's order choice shows. */
const orderChoiceSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  restaurant: z.object({ name: z.string() }),
  createdAt: z.string(),
});
export type OrderChoice = z.infer<typeof orderChoiceSchema>;

export const orderChoicesSchema = pagedSchema(orderChoiceSchema);
