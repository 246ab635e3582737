/**
 * Passwords people pick first (DESIGN.md section 4). Many meet SPEC.md's rules ('Password123!',
 * 'Welcome2024!'), so the rules alone do not stop them: a password is "common" when it is on the
 * exact list, or when what is left after dropping leading/trailing digits and symbols and undoing
 * leetspeak is one of the base words ('P@ssw0rd2024!' -> 'password').
 */
const BASE_WORDS = new Set([
  'password', 'passwort', 'salasana', 'welcome', 'willkommen', 'tervetuloa', 'letmein', 'iloveyou',
  'qwerty', 'qwertz', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'abc', 'abcd', 'abcdef', 'aa', 'a',
  'admin', 'administrator', 'root', 'user', 'guest', 'test', 'testing', 'default', 'changeme', 'secret',
  'login', 'access', 'master', 'hello', 'hallo', 'sunshine', 'princess', 'dragon', 'monkey', 'shadow',
  'football', 'baseball', 'soccer', 'superman', 'batman', 'starwars', 'pokemon', 'whatever', 'freedom',
  'trustno', 'summer', 'winter', 'spring', 'autumn', 'january', 'december', 'computer', 'internet',
  'company', 'office', 'forkly', 'duisburg', 'berlin', 'germany', 'deutschland', 'helsinki', 'suomi',
  'liverpool', 'chelsea', 'arsenal', 'bayern', 'schalke', 'michael', 'jennifer', 'passwordpassword',
]);

const EXACT = new Set([
  'password123!', 'password1234!', 'password2024!', 'password2025!', 'welcome2024!', 'welcome2025!',
  'p@ssw0rd1234', 'p@ssword1234', 'qwerty123456!', 'aa123456789!', 'abc123456789!', 'abcd1234!@#$',
  'iloveyou123!', 'letmein12345!', 'admin1234567!', 'changeme123!', 'q1w2e3r4t5y6!', '1q2w3e4r5t6y!',
  '1qaz2wsx3edc!', 'zaq12wsxcde#', 'correcthorsebatterystaple1!',
]);

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', '$': 's', '5': 's', '7': 't' };

/** True when the password is on the list or is a base word dressed up with digits and symbols. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (EXACT.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const plain = [...core].map((c) => LEET[c] ?? c).join('');
  return BASE_WORDS.has(core) || BASE_WORDS.has(plain) || BASE_WORDS.has(plain.replace(/(.+?)\1+$/, '$1'));
}
