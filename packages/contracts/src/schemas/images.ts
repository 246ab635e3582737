import { z } from 'zod';
import { IMAGE_WIDTHS } from '../menus';

/** The picture reads of endpoints/images.ts: `w`, one of the widths a picture is kept in. */
export const imageQuerySchema = z.strictObject({
  w: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'invalidValue' })
    .transform(Number)
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), { error: 'invalidOption' })
    .optional(),
});
