// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, VALIDATION_MESSAGES } from '@forkly/contracts';
import enErrors from '../../locales/en/errors.json';
import enValidation from '../../locales/en/validation.json';

/** The forms translate every catalogue key; English must read exactly as the shared catalogues. */
describe('message catalogues', () => {
  it('validation.json has every VALIDATION_MESSAGES key with its English text', () => {
    expect(enValidation).toEqual(VALIDATION_MESSAGES);
  });

  it('errors.json has every ERROR_CATALOGUE code plus the client-side network, timeout and unknown', () => {
    const expected = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.message]));
    expect(enErrors).toEqual({
      ...expected,
      network: 'Network connection lost. Connect and try again',
      timeout: 'Connection Timed Out',
      unknown: 'An error occured',
    });
  });
});
