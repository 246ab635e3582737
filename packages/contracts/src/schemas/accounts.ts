import { z } from 'zod';
import { completePersonAccountSchema, completeRestaurantAccountSchema } from './auth';

/** The completion bodies as the server takes them: a field the form does not have is refused. */
export const completePersonAccountRequestSchema = z.strictObject(completePersonAccountSchema.shape);
export const completeRestaurantAccountRequestSchema = z.strictObject(completeRestaurantAccountSchema.shape);
