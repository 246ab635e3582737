import { VALIDATION_MESSAGES, type PartnerType, type partnerRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { fieldError } from '../../lib/app-error';
import type { Locale } from '../../lib/preferred-locale';
import type { AppDeps } from '../../plugins/deps';
import { locatedAddressValues } from '../places/index';
import { insertPartnerRequest } from './partners.repo';

type PartnerRequestInput = z.output<typeof partnerRequestSchema>;

/**
 * POST /partner/{type}/registration: a would-be partner asks to join; staff review it later
 * (DESIGN.md section 6). Only a restaurant has a partner name, and it must.
 */
export async function registerPartner(
  deps: AppDeps,
  { type, request: input, locale }: { type: PartnerType; request: PartnerRequestInput; locale: Locale },
): Promise<{ id: number }> {
  const partnerName = input.partnerName?.trim() || null;
  if (type === 'restaurant' && !partnerName) throw fieldError('partnerName', VALIDATION_MESSAGES.restaurantNameRequired);
  return insertPartnerRequest(deps.db, {
    type,
    fullname: input.fullname,
    partnerName: type === 'restaurant' ? partnerName : null,
    email: input.email,
    phone: input.phone,
    contactMode: input.contactMode,
    status: 'PENDING',
    // The refusal or invitation is written in the form's language: the person has no account to keep one.
    locale,
    ...(await locatedAddressValues(deps, input.address)),
  });
}
