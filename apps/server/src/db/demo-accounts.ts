/** The demo accounts of DESIGN.md section 7: public on purpose, so everyone can try every role. */
export const DEMO_ACCOUNTS = [
  { role: 'ADMIN', username: 'admin', password: 'Admin#2025demo' },
  { role: 'SERVICE', username: 'service', password: 'Service#2025demo' },
  { role: 'RESTAURANT_ADMIN', username: 'restaurant', password: 'Restaurant#2025demo' },
  { role: 'RESTAURANT_BRANCH', username: 'branch', password: 'Branch#2025demo' },
  { role: 'COURIER', username: 'courier', password: 'Courier#2025demo' },
  { role: 'USER', username: 'customer', password: 'Customer#2025demo' },
] as const;

export function printDemoAccounts(): void {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(18)} ${a.username.padEnd(11)} ${a.password}`);
  console.log(['', 'Demo accounts (role, username, password):', ...lines, ''].join('\n'));
}
