import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAUSE_REASON_MAX_LENGTH, type PauseRestaurant } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
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
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('operations:pause.title', { restaurant: restaurant.name })}
      description={t('operations:pause.intro')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 overflow-y-auto p-5">
        <FormError message={failure} />
        <TextareaField
          label={t('operations:pause.reason')}
          rows={3}
          maxLength={PAUSE_REASON_MAX_LENGTH}
          error={validationMessage(t, reasonError, { path: t('operations:pause.reason'), max: PAUSE_REASON_MAX_LENGTH })}
          {...form.register('reason')}
        />
        <DialogButtons busy={pause.isPending} submit={t('operations:pause.submit')} onBack={close} danger />
      </form>
    </DialogShell>
  );
}

/** Back and the dialog's action, stacked on phones with the action on top. */
export function DialogButtons({
  busy,
  submit,
  onBack,
  danger,
  disabled,
}: {
  busy: boolean;
  submit: string;
  onBack: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('operations');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" className="min-h-11" onClick={onBack}>
        {t('dialog.back')}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} className="min-h-11" loading={busy} disabled={disabled}>
        {submit}
      </Button>
    </div>
  );
}
