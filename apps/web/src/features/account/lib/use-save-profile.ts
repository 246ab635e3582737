import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UpdateUserRequest } from '@forkly/contracts';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useUpdateUser } from '../api/update-user';

/**
 * Saving a profile form through PUT /user, the same for a person's and a restaurant's form: nothing
 * changed closes it; the server's field errors land on the fields (the rest in the form's message
 * and a toast); success says so and closes it.
 */
export function useSaveProfile<T extends FieldValues>(options: { setError: UseFormSetError<T>; serverFields: Record<string, string>; onDone: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'errors']);
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string>();

  const save = async (body: UpdateUserRequest) => {
    setFailure(undefined);
    if (!Object.keys(body).length) return options.onDone();
    try {
      await update.mutateAsync(body);
    } catch (err) {
      const unplaced = applyServerErrors(t, err, options.setError, options.serverFields);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
      return;
    }
    toast.success(t('account:profile.saved'));
    options.onDone();
  };
  return { save, failure, pending: update.isPending };
}
