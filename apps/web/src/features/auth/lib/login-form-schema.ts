import { z } from 'zod';
import { loginRequestSchema } from '@forkly/contracts/schemas';

// Loaded on demand by the login form (lazyZodResolver), so zod stays out of the page's first load.

/** SPEC.md section 2: the login form takes a username and a password (sent as loginId). */
export const loginFormSchema = z.object({
  username: loginRequestSchema.shape.loginId,
  password: loginRequestSchema.shape.password,
});
export type LoginValues = z.infer<typeof loginFormSchema>;
