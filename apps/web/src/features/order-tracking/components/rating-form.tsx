import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX, type RatingRequest, type ratingRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { FormError } from '../../../components/forms/form-error';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { errorMessage, validationMessage } from '../../../lib/error-message';
import { contractSchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useRateOrder } from '../api/rate-order';
import { StarInput } from './star-input';

type FormInput = z.input<typeof ratingRequestSchema>;
type FormOutput = z.output<typeof ratingRequestSchema>;
const ratingFormSchema = contractSchema('ratingRequestSchema');

/** After delivery: stars for the restaurant and, when someone delivered it, the courier; a comment. */
export function RatingForm({ orderId, restaurantName, hasCourier }: { orderId: number; restaurantName: string; hasCourier: boolean }) {
  const { t } = useTranslation(['tracking', 'validation', 'errors']);
  const rate = useRateOrder(orderId);
  const [failure, setFailure] = useState<string>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: lazyZodResolver(ratingFormSchema),
    defaultValues: { comment: '' },
  });
  const { errors } = form.formState;
  const starsError = (field: 'restaurantStars' | 'courierStars') => (errors[field] ? t('tracking:rating.starsRequired') : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const body: RatingRequest = {
      restaurantStars: values.restaurantStars,
      comment: values.comment,
      ...(hasCourier && values.courierStars ? { courierStars: values.courierStars } : {}),
    };
    try {
      await rate.mutateAsync(body);
      toast.success(t('tracking:rating.thanks'));
    } catch (error) {
      const message = errorMessage(t, error);
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <section aria-labelledby="rating-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="rating-title" className="text-lg font-bold">
        {t('tracking:rating.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={failure} />
        <Controller
          control={form.control}
          name="restaurantStars"
          render={({ field }) => (
            <StarInput
              legend={t('tracking:rating.restaurant', { restaurant: restaurantName })}
              name="restaurantStars"
              value={field.value}
              onChange={field.onChange}
              error={starsError('restaurantStars')}
            />
          )}
        />
        {hasCourier && (
          <Controller
            control={form.control}
            name="courierStars"
            render={({ field }) => (
              <StarInput
                legend={t('tracking:rating.courier')}
                name="courierStars"
                value={field.value}
                onChange={field.onChange}
                error={starsError('courierStars')}
              />
            )}
          />
        )}
        <TextareaField
          label={t('tracking:rating.comment')}
          rows={3}
          maxLength={RATING_COMMENT_MAX}
          error={validationMessage(t, errors.comment?.message, { max: RATING_COMMENT_MAX })}
          {...form.register('comment')}
        />
        <div>
          <Button type="submit" loading={rate.isPending}>
            {t('tracking:rating.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
