import { BadgePercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useBasket } from '../../../stores/basket-store';
import { useCheckCoupon } from '../api/check-coupon';

interface PromoCodeFieldProps {
  restaurantId: number;
  /** The applied code's percentage, from the price list. */
  percentage?: number;
  /** The price list's reason the applied code gives nothing (it expired meanwhile...). */
  refusal?: Refusal;
}

/** The promo code: checked with POST /coupon, then kept in the basket and priced by the server. */
export function PromoCodeField({ restaurantId, percentage, refusal }: PromoCodeFieldProps) {
  const { t } = useTranslation(['checkout', 'errors']);
  const id = useId();
  const applied = useBasket((s) => s.promocode);
  const setPromocode = useBasket((s) => s.setPromocode);
  const check = useCheckCoupon();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();

  const apply = async () => {
    const typed = code.trim();
    if (!typed) return setProblem(t('checkout:promo.required'));
    setProblem(undefined);
    try {
      const coupon = await check.mutateAsync({ code: typed, restaurantId });
      setPromocode(coupon.code);
      setCode('');
    } catch (error) {
      setProblem(errorMessage(t, error));
    }
  };

  if (applied) {
    const refused = refusal ? t(`errors:${refusal.errorCode}`, { defaultValue: refusal.message }) : undefined;
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2">
          <span className="flex min-w-0 items-center gap-2 text-stone-800">
            <BadgePercent className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            {/* Wraps rather than cuts: the code and its discount are the point of the chip (375 px). */}
            <span className="min-w-0 break-words">
              {percentage ? t('checkout:promo.applied', { code: applied, percentage }) : <span className="font-semibold">{applied}</span>}
            </span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => setPromocode(undefined)} aria-label={t('checkout:promo.removeCode', { code: applied })}>
            <X className="h-4 w-4" aria-hidden="true" />
            {t('checkout:promo.remove')}
          </Button>
        </div>
        {refused && (
          <p role="alert" className="text-sm text-red-700">
            {refused}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('checkout:promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-message` : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink uppercase placeholder:normal-case focus:outline-2 focus:outline-offset-1 focus:outline-brand-600"
        />
        <Button type="submit" variant="secondary" className="h-11" loading={check.isPending}>
          {t('checkout:promo.apply')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
