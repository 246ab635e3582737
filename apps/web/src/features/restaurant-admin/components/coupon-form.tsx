import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, COUPON_USAGE_LIMIT_MAX, type Coupon, type CreateCouponRequest } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useCreateCoupon } from '../api/create-coupon';
import { COUPON_SERVER_FIELDS, emptyCouponForm, type CouponFormInput } from '../lib/coupon-form';
import { fieldError } from '../lib/field-error';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { lazySchema } from '../../../lib/lazy-schema';

const couponFormSchema = lazySchema(() => import('../lib/coupon-form-schema').then((m) => m.couponFormSchema));

interface CouponFormProps {
  /** Staff making a code for one restaurant; absent: the caller's own (restaurant admin) or every restaurant (staff). */
  restaurantId?: number;
  onCreated: (coupon: Coupon) => void;
}

/** The promotion form (SPEC.md section 5): name (the code), percentage, description, optional expiry and usage limit. */
export function CouponForm({ restaurantId, onCreated }: CouponFormProps) {
  const { t } = useTranslation(['restaurantAdmin', 'validation', 'errors']);
  const createCoupon = useCreateCoupon();
  const [failure, setFailure] = useState<string>();
  const form = useForm<CouponFormInput, unknown, CreateCouponRequest>({ resolver: lazyZodResolver(couponFormSchema), defaultValues: emptyCouponForm });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: string) => fieldError(t, errors, name, { min: 1, max: name === 'usageLimit' ? COUPON_USAGE_LIMIT_MAX : 100 });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const coupon = await createCoupon.mutateAsync({ ...values, ...(restaurantId ? { restaurantId } : {}) });
      toast.success(t('restaurantAdmin:coupons.created', { name: coupon.name }));
      form.reset(emptyCouponForm);
      onCreated(coupon);
    } catch (err) {
      const unplaced = applyServerErrors(t, err, form.setError, COUPON_SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('restaurantAdmin:coupons.form.name')}
          hint={t('restaurantAdmin:coupons.form.nameHint')}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={COUPON_CODE_MAX}
          error={error('name')}
          {...register('name')}
        />
        <TextField label={t('restaurantAdmin:coupons.form.percentage')} inputMode="numeric" error={error('percentage')} {...register('percentage')} />
      </div>
      <TextareaField label={t('restaurantAdmin:coupons.form.description')} rows={3} maxLength={500} error={error('description')} {...register('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('restaurantAdmin:coupons.form.expiresAt')} type="datetime-local" error={error('expiresAt')} {...register('expiresAt')} />
        <TextField
          label={t('restaurantAdmin:coupons.form.usageLimit')}
          hint={t('restaurantAdmin:coupons.form.usageLimitHint')}
          inputMode="numeric"
          error={error('usageLimit')}
          {...register('usageLimit')}
        />
      </div>
      <Button type="submit" size="lg" loading={createCoupon.isPending} className="sm:self-start">
        {t('restaurantAdmin:coupons.form.submit')}
      </Button>
    </form>
  );
}
