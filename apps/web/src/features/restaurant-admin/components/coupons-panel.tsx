import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@forkly/contracts';
import { useListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { CouponsTable } from './coupons-table';
import { deferredComponent } from '../../../lib/deferred-component';

const ConfirmDialog = deferredComponent(() => import('../../../components/ui/confirm-dialog').then((m) => m.ConfirmDialog));
const CouponForm = deferredComponent(() => import('./coupon-form').then((m) => m.CouponForm));

const FILTERS = ['name'] as const;

interface CouponsPanelProps {
  /** Staff: list and create one restaurant's codes (the restaurant's page); absent: the caller's scope. */
  restaurantId?: number;
  /** Staff see whose code each is. */
  showRestaurant: boolean;
}

/** The coupons section: the promotion form behind "New coupon", the list, and delete with a confirmation. */
export function CouponsPanel({ restaurantId, showRestaurant }: CouponsPanelProps) {
  const { t } = useTranslation(['restaurantAdmin', 'errors']);
  const list = useListParams(FILTERS, { sortBy: 'DATE', orderBy: 'DESC' });
  const coupons = useCoupons({ ...list.apiQuery, ...(restaurantId ? { restaurantId } : {}) });
  const deleteCoupon = useDeleteCoupon();
  const [composing, setComposing] = useState(false);
  const [doomed, setDoomed] = useState<Coupon>();

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await deleteCoupon.mutateAsync(doomed.id);
      toast.success(t('restaurantAdmin:coupons.deleted', { name: doomed.name }));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
    setDoomed(undefined);
  };

  return (
    <div className="flex flex-col gap-6">
      <Button onClick={() => setComposing((open) => !open)} aria-expanded={composing} aria-controls="new-coupon-panel" className="self-start">
        {composing ? <X aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
        {composing ? t('restaurantAdmin:coupons.cancelNew') : t('restaurantAdmin:coupons.new')}
      </Button>
      {composing && (
        <section id="new-coupon-panel" aria-labelledby="new-coupon-heading" className="rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <h2 id="new-coupon-heading" className="mb-4 text-lg font-bold text-ink">
            {t('restaurantAdmin:coupons.new')}
          </h2>
          <CouponForm restaurantId={restaurantId} onCreated={() => setComposing(false)} />
        </section>
      )}
      <CouponsTable query={coupons} list={list} showRestaurant={showRestaurant && !restaurantId} onDelete={setDoomed} />
      <ConfirmDialog
        open={!!doomed}
        title={t('restaurantAdmin:coupons.confirmTitle')}
        description={t('restaurantAdmin:coupons.confirmText', { name: doomed?.name ?? '' })}
        confirmLabel={t('restaurantAdmin:coupons.delete')}
        busy={deleteCoupon.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(undefined)}
      />
    </div>
  );
}
