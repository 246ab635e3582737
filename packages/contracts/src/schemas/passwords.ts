import { z } from 'zod';
import { forgottenPasswordResetSchema } from './auth';
import { usernameField } from './fields';

/** POST /forgotten-password: the second step's body; a field the form does not have is refused. */
export const forgottenPasswordResetRequestSchema = z.strictObject(forgottenPasswordResetSchema.shape);
/** SPEC.md's spelling: username, password and repeatedPassword in the query (the code never). */
export const forgottenPasswordResetQuerySchema = z.strictObject({
  username: z.string().max(254).optional(),
  password: z.string().max(128).optional(),
  repeatedPassword: z.string().max(128).optional(),
});

/** Forgotten password, two steps (DESIGN.md section 4). */
export const forgottenPasswordRequestSchema = z.strictObject({ username: usernameField });
