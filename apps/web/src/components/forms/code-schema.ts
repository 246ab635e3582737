import { z } from 'zod';
import { twoFactorCodeSchema } from '@forkly/contracts/schemas';

/** A 6-digit authenticator code; an empty field says "Code is required" rather than "Invalid value". */
export const codeFormSchema = z.object({
  code: z.string().trim().min(1, { error: 'codeRequired' }).pipe(twoFactorCodeSchema.shape.code),
});
export type CodeFormValues = z.infer<typeof codeFormSchema>;
