import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAUSE_REASON_MAX_LENGTH, type PauseRestaurant } from '@forkly/contracts';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { TextareaField } from '../../../components/forms/textarea-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage, validationMessage } from '../../../lib/error-message';
import { contractSchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { usePauseRestaurant } from '../api/board-actions';

const pauseRestaurantSchema = contractSchema('pauseRestaurantSchema');

interface PauseDialogProps {
  open: boolean;
  restaurant: { id: number; name: string };
  onClose: () => void;
}

/**
 * "Pause restaurant": a restaurant that keeps missing orders takes none until the pause is lifted.
 * The reason is required (the server's own schema checks it here first) and shows on the
 * restaurant's dashboard.
 */
export function PauseDialog({ open, restaurant, onClose }: PauseDialogProps) {
  const { t } = useTranslation(['operations', 'validation', 'errors']);
  const pause = usePauseRestaurant();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PauseRestaurant, unknown, PauseRestaurant>({
    resolver: lazyZodResolver(pauseRestaurantSchema),
    defaultValues: { paused: true, reason: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  // Each opening starts empty.
  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await pause.mutateAsync({ restaurantId: restaurant.id, body });
      toast.success(t('operations:pause.done', { restaurant: restaurant.name }));
      close();
    } catch (err) {
      setFailure(errorMessage(t, err));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('operations:pause.title', { restaurant: restaurant.name })}
      description={t('operations:pause.intro')}
      failure={failure}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('operations:pause.submit')}
      backLabel={t('operations:dialog.back')}
      pending={pause.isPending}
      danger
    >
      <TextareaField
        label={t('operations:pause.reason')}
        rows={3}
        maxLength={PAUSE_REASON_MAX_LENGTH}
        error={validationMessage(t, reasonError, { path: t('operations:pause.reason'), max: PAUSE_REASON_MAX_LENGTH })}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
