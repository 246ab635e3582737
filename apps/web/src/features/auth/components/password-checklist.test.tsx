// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { NewPasswordFields } from './new-password-fields';
import { PasswordChecklist } from './password-checklist';

afterEach(cleanup);

function Harness() {
  const form = useForm({ defaultValues: { password: '', repeatpassword: '' } });
  return (
    <FormProvider {...form}>
      <NewPasswordFields />
    </FormProvider>
  );
}

const metOf = (container: HTMLElement) =>
  Object.fromEntries([...container.querySelectorAll('[data-check]')].map((li) => [li.getAttribute('data-check'), li.getAttribute('data-met')]));

describe('password checklist (SPEC.md section 5)', () => {
  it('lists length, lowercase, uppercase and symbol, each ticked as the value meets it', () => {
    const { container, rerender } = render(<PasswordChecklist value="" />);
    expect(metOf(container)).toEqual({ length: 'false', lowercase: 'false', uppercase: 'false', symbol: 'false' });
    rerender(<PasswordChecklist value="abcDEF" />);
    expect(metOf(container)).toEqual({ length: 'false', lowercase: 'true', uppercase: 'true', symbol: 'false' });
    rerender(<PasswordChecklist value="abcdefGHIJ1!" />);
    expect(metOf(container)).toEqual({ length: 'true', lowercase: 'true', uppercase: 'true', symbol: 'true' });
  });

  it('accepts only the symbols @$!%.^()_#+=*?&-', () => {
    const { container, rerender } = render(<PasswordChecklist value="a~b" />);
    expect(metOf(container).symbol).toBe('false');
    rerender(<PasswordChecklist value="a-b" />);
    expect(metOf(container).symbol).toBe('true');
  });

  it('is shown only while the password field has focus and follows the typing', () => {
    const { container } = render(<Harness />);
    const password = screen.getByLabelText('Password');
    expect(container.querySelector('[data-check]')).toBeNull();
    fireEvent.focus(password);
    expect(screen.getByText('At least 12 characters')).toBeTruthy();
    fireEvent.input(password, { target: { value: 'Abcdefghijk$' } });
    expect(metOf(container)).toEqual({ length: 'true', lowercase: 'true', uppercase: 'true', symbol: 'true' });
    fireEvent.blur(password);
    expect(container.querySelector('[data-check]')).toBeNull();
  });

  it('is translated', async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<PasswordChecklist value="" />);
    expect(screen.getByText('Mindestens 12 Zeichen')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });
});
