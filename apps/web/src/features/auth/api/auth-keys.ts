/** Login and sign-up's queries: opening the e-mail link checks its code once. */
export const authKeys = {
  verifyEmail: (code: string) => ['user-verify', code] as const,
};
