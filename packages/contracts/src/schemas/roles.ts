import { z } from 'zod';
import { PARTNER_TYPES, REGISTRATION_TYPES, ROLES } from '../roles';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const partnerTypeSchema = z.enum(PARTNER_TYPES);
export type PartnerType = z.infer<typeof partnerTypeSchema>;

export const registrationTypeSchema = z.enum(REGISTRATION_TYPES);
export type RegistrationType = z.infer<typeof registrationTypeSchema>;
