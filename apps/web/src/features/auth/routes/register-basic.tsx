import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistrationType } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { fieldMessage } from '../../../components/forms/field-message';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { lazySchema, type LazySchema } from '../../../lib/lazy-schema';
import { isSameFlow, useSignupStore, type SignupData } from '../../../stores/signup-store';
import { toast } from '../../../stores/toast-store';
import { userExists } from '../api/sign-up';
import { BASIC_FIELDS, type BasicField } from '../lib/register-fields';
import type { basicSchemaFor } from '../lib/register-schemas';
import { useRegisterParams } from '../lib/register-params';

const INPUT_PROPS: Record<Exclude<BasicField, 'bio'>, Record<string, string>> = {
  lastname: { autoComplete: 'family-name' },
  firstname: { autoComplete: 'given-name' },
  contact: { autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  email: { autoComplete: 'email', type: 'email', autoCapitalize: 'none' },
  name: { autoComplete: 'organization' },
};

/** One lazily loaded schema per registration type: it decides which fields are checked. */
const basicSchemas = new Map<RegistrationType, LazySchema<ReturnType<typeof basicSchemaFor>>>();
function basicSchema(type: RegistrationType) {
  let schema = basicSchemas.get(type);
  if (!schema) {
    schema = lazySchema(() => import('../lib/register-schemas').then((m) => m.basicSchemaFor(type)));
    basicSchemas.set(type, schema);
  }
  return schema;
}

/** Step 1: lastname, firstname, contact (+ email for regular), or name, contact, bio for a restaurant. */
export function Component() {
  const { type, code } = useRegisterParams();
  // The layout shows an explanation instead when the link has no valid type.
  return type ? <BasicForm key={type} type={type} code={code} /> : null;
}

function BasicForm({ type, code }: { type: RegistrationType; code: string | undefined }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const stored = useSignupStore((s) => s.data);
  const fields = BASIC_FIELDS[type];
  const defaults = Object.fromEntries(fields.map((f) => [f, isSameFlow(stored, type, code) ? (stored[f] ?? '') : '']));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<BasicField, string>>({
    // One form for four shapes: the schema of this type decides which fields are checked.
    resolver: lazyZodResolver(basicSchema(type)) as never,
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    // SPEC.md section 4: regular sign-up checks the e-mail first, so a taken one is said here,
    // not two steps later. Step 3 checks again before it creates the account.
    if (type === 'regular') {
      try {
        if (await userExists(values.email)) {
          setError('email', { message: t('errors:userAlreadyExists') }, { shouldFocus: true });
          return;
        }
      } catch (error) {
        setFailure(errorMessage(t, error));
        toast.error(errorMessage(t, error));
        return;
      }
    }
    const picked: Partial<SignupData> = Object.fromEntries(fields.map((f) => [f, values[f]]));
    useSignupStore.getState().saveBasic(type, code, picked);
    await navigate(paths.auth.register.address(type, code));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="register-step-title">
      <h2 id="register-step-title" className="text-lg font-semibold">
        {t('auth:register.steps.basic')}
      </h2>
      <FormError message={failure} />
      {fields.map((field) =>
        field === 'bio' ? (
          <TextareaField key={field} label={t('auth:fields.bio')} error={fieldMessage(t, errors, field)} {...register(field)} />
        ) : (
          <TextField key={field} label={t(`auth:fields.${field}`)} error={fieldMessage(t, errors, field)} {...INPUT_PROPS[field]} {...register(field)} />
        ),
      )}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('auth:register.next')}
      </Button>
    </form>
  );
}
