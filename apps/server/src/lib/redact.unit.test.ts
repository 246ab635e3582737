import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/forgotten-password?username=ann&password=Secret%231&repeatedPassword=x')).toBe(
      '/api/forgotten-password?username=ann&password=%5Bredacted%5D&repeatedPassword=%5Bredacted%5D',
    );
    expect(redactUrl('/api/user/verify?verificationCode=abc')).toBe('/api/user/verify?verificationCode=%5Bredacted%5D');
    expect(redactUrl('/api/active-user')).toBe('/api/active-user');
  });
});
