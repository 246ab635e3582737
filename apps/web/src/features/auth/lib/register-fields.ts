import type { RegistrationType } from '@forkly/contracts';

/** Basic-step fields for a type, in display order. */
export const BASIC_FIELDS: Record<RegistrationType, readonly BasicField[]> = {
  regular: ['lastname', 'firstname', 'contact', 'email'],
  courier: ['lastname', 'firstname', 'contact'],
  service: ['lastname', 'firstname', 'contact'],
  restaurant: ['name', 'contact', 'bio'],
};
export type BasicField = 'lastname' | 'firstname' | 'contact' | 'email' | 'name' | 'bio';
