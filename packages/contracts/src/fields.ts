/** Symbols SPEC.md section 5 accepts in a password. */
export const PASSWORD_SYMBOLS = '@$!%.^()_#+=*?&-';
export const PASSWORD_MIN_LENGTH = 12;

/** The live checklist of SPEC.md section 5 (length, lowercase, uppercase, symbol) plus digit. */
export const passwordChecks = {
  length: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  lowercase: (value: string) => /[a-z]/.test(value),
  uppercase: (value: string) => /[A-Z]/.test(value),
  digit: (value: string) => /\d/.test(value),
  symbol: (value: string) => [...value].some((c) => PASSWORD_SYMBOLS.includes(c)),
};
