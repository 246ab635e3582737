import { describe, expect, it } from 'vitest';
import { passwordChecks } from '@forkly/contracts';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('catches common passwords that meet every rule', () => {
    for (const password of [
      'Password123!',
      'Welcome2024!',
      'P@ssw0rd2025!',
      '!!Summer2024??',
      'Qwerty123456!',
      'Passwort#2025',
      'Forkly2025!!',
      'PasswordPassword1!',
    ]) {
      expect(
        Object.values(passwordChecks).every((check) => check(password)),
        password,
      ).toBe(true);
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets unusual passwords through', () => {
    for (const password of ['Correct#Horse42battery', 'Admin#2025demo', 'Gr8-Kitchen#Duisburg', 'Fresh#Start2me4ever', 'Tq9!vZ2#mK4$']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
