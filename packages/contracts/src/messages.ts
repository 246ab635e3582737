/**
 * Validation messages of SPEC.md section 5, keyed. Schemas carry the key as their message; the
 * server turns it into the English text, the web app into the user's language (`validation.<key>`).
 */
export const VALIDATION_MESSAGES = {
  lastnameRequired: 'Last Name is required',
  firstnameRequired: 'Other Names is required',
  fullnameRequired: 'Full Name is required',
  contactRequired: 'Contact is required',
  contactModeRequired: 'Contact Mode is required',
  restaurantNameRequired: 'Restaurant Name is required',
  nameRequired: 'Name is required',
  bioRequired: 'Bio is required',
  addressRequired: 'Address is required',
  streetRequired: 'Street is required',
  houseNumberRequired: 'House number is required',
  zipRequired: 'Zip is required',
  cityRequired: 'City is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  repeatpasswordRequired: 'Confirm Password is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordTooShort: 'Password must be at least 12 characters long',
  passwordTooWeak: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one symbol',
  passwordTooCommon: 'This password is too common',
  passwordsMustMatch: 'Passwords must match',
  invalidOption: 'Invalid option',
  subjectRequired: 'Subject is required',
  /** SPEC.md section 5: the support form's description message really reads this. */
  descriptionUsernameRequired: 'Username is required',
  percentageRequired: 'Percentage is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  responseRequired: 'Response is required',
  reviewRequired: 'Review is required',
  statementRequired: 'Statement is required',
  codeRequired: 'Code is required',
  /** A refund names either lines or an amount (issue 22). */
  refundChoiceRequired: 'Choose the lines or enter an amount',
  amountRequired: 'Amount is required',
  reasonRequired: 'Reason is required',
  /** A refund or voucher above what the order allows; the server computes the limit. */
  refundTooMuch: 'This is more than what is left to refund',
  refundQuantityTooHigh: 'More than what is left of this line',
  voucherTooMuch: 'A voucher cannot be worth more than the order',
  fieldRequired: '{path} is a required field',
  tooShort: 'must be at least {min} characters',
  tooLong: 'must be at most {max}',
  /** A number below its lower bound (SPEC.md's fallbacks name only text lengths and maxima). */
  tooSmall: 'must be at least {min}',
  invalidEmail: 'must be a valid email',
  invalidUrl: 'must be a valid URL',
  invalidValue: 'Invalid value',
  tipRange: 'A tip is between €0.00 and €50.00, in whole cents',
  unknownField: 'Unknown field',
  /** Dish options (decision 045). */
  optionPriceInvalid: 'A price difference is between -€999.99 and +€999.99, in whole cents',
  optionsRequired: 'A group needs at least one option',
  tooManyOptions: 'A group has at most 20 options',
  tooManyOptionGroups: 'A dish has at most 10 option groups',
  maxChoicesTooHigh: 'The maximum cannot be more than the number of options',
  optionNameTaken: 'This option is already in the group',
  /** The dish's price with its cheapest choices would fall below €0.00. */
  optionPriceBelowZero: 'With its cheapest options the dish would cost less than €0.00',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** Fill `{name}` placeholders of a message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
