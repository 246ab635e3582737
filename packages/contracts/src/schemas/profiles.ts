import { userSchema } from './users';

/** GET /administration/{id}: an administrator's profile, shown as any user's. */
export const adminProfileSchema = userSchema;
