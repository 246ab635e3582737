/** Login and sign-up's queries: opening the e-mail link checks its code once. */
export const authKeys = {
  verifyEmail: (code: string) => ['user-verify', code] as const,
  /** Whether an invitation link still works, asked once when the registration opens. */
  invitation: (code: string) => ['invitation-check', code] as const,
};
