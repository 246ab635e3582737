/**
 * The placeholders a removed account keeps instead of its username and e-mail (decision 011), so
 * the unique indexes stay happy and the real ones can be registered again. They are reserved: no
 * sign-up, profile edit or account completion may take one (see `assertIdentityFree`).
 */
const REMOVED_DOMAIN = 'removed.invalid';
const REMOVED_USERNAME = /^removed-\d+$/i;

export function removedUsername(userId: number): string {
  return `removed-${userId}`;
}

export function removedEmail(userId: number): string {
  return `removed-${userId}@${REMOVED_DOMAIN}`;
}

export function isReservedUsername(username: string): boolean {
  return REMOVED_USERNAME.test(username.trim());
}

export function isReservedEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${REMOVED_DOMAIN}`);
}
