import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { fieldMessage } from '../../../components/forms/field-message';
import { PasswordChecklist } from './password-checklist';

/** Password and its repetition, with the live checklist while the password field has focus. */
export function NewPasswordFields() {
  const { t } = useTranslation(['auth', 'validation']);
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<{ password: string; repeatpassword: string }>();
  const password = useWatch({ control, name: 'password' }) ?? '';
  const [focused, setFocused] = useState(false);
  const passwordField = register('password');
  return (
    <>
      <TextField
        label={t('auth:fields.password')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(t, errors, 'password')}
        {...passwordField}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          void passwordField.onBlur(event);
        }}
      />
      {focused && <PasswordChecklist value={password} />}
      <TextField
        label={t('auth:fields.repeatpassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(t, errors, 'repeatpassword')}
        {...register('repeatpassword')}
      />
    </>
  );
}
