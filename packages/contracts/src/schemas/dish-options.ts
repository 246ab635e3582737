import { z } from 'zod';
import { OPTION_GROUPS_MAX, OPTION_NAME_MAX, OPTION_PRICE_DELTA_MAX, OPTIONS_PER_GROUP_MAX } from '../dish-options';
import { requiredText } from './fields';

/** One choice of a group as customers see it; `priceDelta` in euro, negative for cheaper. */
export const menuOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priceDelta: z.number(),
});
export type MenuOption = z.infer<typeof menuOptionSchema>;

/**
 * An option group of a dish (decision 045). A single-choice group (`multiple` false) takes one
 * option; a multiple-choice group up to `maxChoices`. A required group needs at least one.
 */
export const menuOptionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  /** 1 for a single-choice group. */
  maxChoices: z.number().int(),
  options: z.array(menuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;

const keptId = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .positive({ error: 'invalidValue' })
  .max(2147483647, { error: 'invalidValue' });

/** Euro with whole cents, -999.99 to +999.99. */
const priceDeltaField = z
  .number({ error: 'optionPriceInvalid' })
  .min(-OPTION_PRICE_DELTA_MAX, { error: 'optionPriceInvalid' })
  .max(OPTION_PRICE_DELTA_MAX, { error: 'optionPriceInvalid' })
  .refine((euro) => Math.abs(euro * 100 - Math.round(euro * 100)) < 1e-6, { error: 'optionPriceInvalid' });

/** An option as the editor sends it; `id` keeps an existing option (baskets hold its id). */
const optionInputSchema = z.strictObject({
  id: keptId.optional(),
  name: requiredText('nameRequired', OPTION_NAME_MAX),
  priceDelta: priceDeltaField,
});

const groupInputSchema = z
  .strictObject({
    id: keptId.optional(),
    name: requiredText('nameRequired', OPTION_NAME_MAX),
    required: z.boolean({ error: 'invalidValue' }),
    multiple: z.boolean({ error: 'invalidValue' }),
    /** Only for a multiple-choice group; at most the number of its options. Absent: all of them. */
    maxChoices: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).optional(),
    options: z.array(optionInputSchema, { error: 'invalidValue' }).min(1, { error: 'optionsRequired' }).max(OPTIONS_PER_GROUP_MAX, { error: 'tooManyOptions' }),
  })
  .superRefine((group, ctx) => {
    if (group.maxChoices !== undefined && group.maxChoices > group.options.length)
      ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: 'maxChoicesTooHigh' });
    const names = group.options.map((o) => o.name.toLowerCase());
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: 'optionNameTaken' });
    });
  })
  .transform((group) => ({ ...group, maxChoices: group.multiple ? (group.maxChoices ?? group.options.length) : 1 }));

/** PUT /menu/{id}/options: the dish's whole set of option groups, in menu order (an empty list removes them). */
export const menuOptionsRequestSchema = z.strictObject({
  groups: z.array(groupInputSchema, { error: 'invalidValue' }).max(OPTION_GROUPS_MAX, { error: 'tooManyOptionGroups' }),
});
export type MenuOptionsRequest = z.input<typeof menuOptionsRequestSchema>;
export type MenuOptionsInput = z.output<typeof menuOptionsRequestSchema>;

/** A chosen option as an order line keeps it: names and price at the time of ordering. */
export const chosenOptionSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  name: z.string(),
  priceDelta: z.number(),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;
