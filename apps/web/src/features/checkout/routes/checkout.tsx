import { CircleAlert, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { addressFromComponents, centsToEuro, euroToCents, type PriceList } from '@forkly/contracts';
import { FormError } from '../../../components/forms/form-error';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useBasket } from '../../../stores/basket-store';
import { toast } from '../../../stores/toast-store';
import { useActiveUser } from '../../../lib/active-user';
import { useFormatPrice } from '../../../lib/price-format';
import { lineRefusedForOptions, markSoldOut, RefusedOptionLine, refusedLineIds, SoldOutLines } from '../../basket';
import { useChosenAddress } from '../../places';
import { useDeliverySlots } from '../api/get-delivery-slots';
import { usePriceList } from '../api/get-price-list';
import { ArrivalEstimate } from '../components/arrival-estimate';
import { DeliveryAddressSection } from '../components/delivery-address-section';
import { DeliveryTimePicker } from '../components/delivery-time-picker';
import { PriceSummary } from '../../../components/price-summary';
import { ScheduledFor } from '../../../components/scheduled-for';
import { PromoCodeField } from '../components/promo-code-field';
import { TipPicker } from '../components/tip-picker';
import { makeOrderRequest, priceListRequest } from '../lib/checkout-request';
import type { BasketDeliveryAddress, DeliveryAddress } from '../lib/delivery-address';
import { usePlaceOrderAndPay } from '../lib/use-place-order';

function EmptyBasket() {
  const { t } = useTranslation('checkout');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
        <ShoppingBag className="h-7 w-7 text-brand-700" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('emptyTitle')}</h1>
      <p className="text-stone-700">{t('emptyBody')}</p>
      <Link to={paths.details.root} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
        {t('browse')}
      </Link>
    </section>
  );
}

/** The address the order goes to: what the basket holds, else the saved one, else the chosen place. */
function useDeliveryAddress() {
  const basketAddress = useBasket((s) => s.deliveryAddress);
  const user = useActiveUser().data;
  const chosen = useChosenAddress();
  const savedRow = user?.credentials?.address;
  const saved: DeliveryAddress | undefined = savedRow ? { ...savedRow } : undefined;
  const proposal: DeliveryAddress | undefined =
    chosen.details && chosen.placeId ? { ...addressFromComponents(chosen.details), placeId: chosen.placeId } : undefined;
  const usable = (a: DeliveryAddress | undefined) => (a && a.street && a.houseNumber && a.zip && a.city ? a : undefined);
  const current: BasketDeliveryAddress | undefined =
    (basketAddress && usable(basketAddress.address) ? basketAddress : undefined) ??
    (usable(saved) ? { useMyAddress: true, address: saved! } : usable(proposal) ? { useMyAddress: false, address: proposal! } : undefined);
  // The picked place is named even without a house number: the list was built for it.
  return { saved: usable(saved), proposal: proposal?.street ? proposal : undefined, current };
}

/** Why the order cannot be placed now, in words (the minimum order names the amount missing). */
function useRefusalText(prices: PriceList | undefined): string | undefined {
  const { t } = useTranslation(['checkout', 'errors']);
  const price = useFormatPrice();
  const refusal = prices?.orderRefusal;
  if (!prices || !refusal) return undefined;
  if (refusal.errorCode === 'minimumOrderNotReached') {
    const missing = centsToEuro(euroToCents(prices.minimumOrder) - euroToCents(prices.subtotal));
    return t('checkout:minimumOrder', { minimum: price(prices.minimumOrder), missing: price(missing) });
  }
  return t(`errors:${refusal.errorCode}`, { defaultValue: refusal.message });
}

/**
 * The price list is the server's word on the basket: a refusal names the dishes that sold out
 * (the cart marks them too), a price list clears them. Refetched every 20 s while the page is open
 * and on every return to the tab (usePriceList), so a dish the kitchen hides shows up here soon.
 */
function useSoldOutFromPrices(restaurantId: number | undefined, prices: PriceList | undefined, error: unknown) {
  useEffect(() => {
    if (restaurantId === undefined) return;
    if (error instanceof ApiError && error.errorCode === 'itemNotAvailable') markSoldOut(restaurantId, refusedLineIds(error.items));
    else if (prices && !error) markSoldOut(restaurantId, []);
  }, [restaurantId, prices, error]);
}

/** /details/checkout/{restaurantId}: address, note, promo code, the server's prices, then pay. */
export function Component() {
  const { t } = useTranslation(['checkout', 'errors']);
  const restaurantId = Number(useParams().restaurantId);
  const restaurant = useBasket((s) => s.restaurant);
  const lines = useBasket((s) => s.orders);
  const promocode = useBasket((s) => s.promocode);
  const tip = useBasket((s) => s.tip);
  const [tipValid, setTipValid] = useState(true);
  const note = useBasket((s) => s.note);
  // Undefined for "As soon as possible"; the picker chooses the first slot while the restaurant is closed.
  const [scheduledFor, setScheduledFor] = useState<string>();
  const setNote = useBasket((s) => s.setNote);
  const { saved, proposal, current } = useDeliveryAddress();
  // Priced once the delivery time is settled: a closed restaurant's first slot is chosen as its slots
  // arrive, and pricing before that would flash "closed" (decision 046).
  const slots = useDeliverySlots(restaurant?.id);
  const timeSettled = slots.isError || (!!slots.data && (slots.data.asapAvailable || scheduledFor !== undefined || slots.data.slots.length === 0));
  const request =
    restaurant && lines.length && current && timeSettled
      ? priceListRequest({ restaurantId: restaurant.id, lines, promocode, address: current.address, tip, scheduledFor })
      : undefined;
  const prices = usePriceList(request);
  const refusalText = useRefusalText(prices.data);
  useSoldOutFromPrices(restaurant?.id, prices.data, prices.error);
  const { placeAndPay, busy } = usePlaceOrderAndPay();
  const [failure, setFailure] = useState<string>();
  const [failedOnSlot, setFailedOnSlot] = useState(false);

  if (!restaurant || lines.length === 0) return <EmptyBasket />;
  if (restaurant.id !== restaurantId) return <Navigate to={paths.details.checkout(restaurant.id)} replace />;

  const priceError = prices.error instanceof ApiError ? prices.error : undefined;
  const addressProblem = priceError?.errorCode === 'addressNotFound' ? errorMessage(t, priceError) : undefined;
  const soldOut = priceError?.errorCode === 'itemNotAvailable';
  // A line's options refused (decision 045): that line is named, with its Remove.
  const optionsRefused = !!priceError && lineRefusedForOptions(lines, priceError.fields) !== undefined;
  const data = prices.data;
  const slotRefused = data?.orderRefusal?.errorCode === 'slotNotAvailable' || (failure !== undefined && failedOnSlot);
  const canOrder = !!request && !!data && !prices.isError && !data.orderRefusal && tipValid && !busy;

  const submit = async () => {
    if (!request) return;
    setFailure(undefined);
    setFailedOnSlot(false);
    try {
      await placeAndPay(makeOrderRequest(request, note));
    } catch (error) {
      const message = errorMessage(t, error);
      setFailure(message);
      setFailedOnSlot(error instanceof ApiError && error.errorCode === 'slotNotAvailable');
      toast.error(message);
      void prices.refetch();
    }
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('checkout:title')}</h1>
        <p className="text-stone-700">{t('checkout:from', { restaurant: restaurant.name })}</p>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
        <div className="flex flex-col gap-6">
          <DeliveryAddressSection saved={saved} current={current} proposal={proposal} notFound={addressProblem} />
          <DeliveryTimePicker
            restaurantId={restaurant.id}
            value={scheduledFor}
            onChange={setScheduledFor}
            error={slotRefused ? t('errors:slotNotAvailable') : undefined}
          />
          <TextareaField
            label={t('checkout:note.label')}
            placeholder={t('checkout:note.placeholder')}
            rows={3}
            maxLength={500}
            value={note ?? ''}
            onChange={(e) => setNote(e.target.value || undefined)}
          />
          <PromoCodeField restaurantId={restaurant.id} percentage={data?.percentage} refusal={data?.promocodeError} />
          <TipPicker food={data ? centsToEuro(euroToCents(data.subtotal) - euroToCents(data.discount)) : undefined} onValidityChange={setTipValid} />
        </div>
        <section aria-labelledby="order-summary" className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:sticky md:top-4">
          <h2 id="order-summary" className="text-lg font-bold text-ink">
            {t('checkout:summary.title')}
          </h2>
          {(!current || addressProblem) && <p className="text-stone-700">{t('checkout:summary.needsAddress')}</p>}
          {current && !data && !prices.isError && <p className="text-stone-700">{t('checkout:summary.loading')}</p>}
          {data && !addressProblem && (scheduledFor ? <ScheduledFor slot={scheduledFor} /> : <ArrivalEstimate estimate={data.estimate} />)}
          {soldOut && <SoldOutLines />}
          {priceError && optionsRefused && <RefusedOptionLine fields={priceError.fields} reason={errorMessage(t, priceError)} />}
          {priceError && !addressProblem && !soldOut && !optionsRefused && (
            <div role="alert" className="flex flex-col items-start gap-2 text-red-800">
              <p>{errorMessage(t, priceError)}</p>
              <Button variant="secondary" size="sm" onClick={() => void prices.refetch()}>
                {t('checkout:summary.retry')}
              </Button>
            </div>
          )}
          {data && (
            <PriceSummary
              lines={data.lines.map((l, i) => ({
                // The same dish may stand twice, with other options.
                key: `${i}-${l.menuId ? 'm' : 'e'}${l.menuId ?? l.extraId}`,
                name: l.name,
                options: l.options,
                quantity: l.quantity,
                lineTotal: l.lineTotal,
              }))}
              subtotal={data.subtotal}
              discount={data.discount}
              deliveryFee={data.deliveryFee}
              tip={data.tip}
              total={data.total}
              promocode={data.percentage ? promocode : undefined}
              distanceMeters={data.distanceMeters}
              // Dimmed while other lines, a code or an address are priced, not for the minute's refresh.
              updating={prices.isFetching && prices.isPlaceholderData}
            />
          )}
          {refusalText && (
            <div role="alert" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <p>{refusalText}</p>
            </div>
          )}
          <FormError message={failure} />
          <Button size="lg" onClick={() => void submit()} disabled={!canOrder} loading={busy}>
            {busy ? t('checkout:placing') : t('checkout:placeOrder')}
          </Button>
          <p className="text-xs text-stone-600">{t('checkout:summary.serverPrices')}</p>
          {data?.orderRefusal?.errorCode === 'minimumOrderNotReached' && (
            <Link to={paths.details.menu(restaurant.id)} className="self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              {t('checkout:addMore')}
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}
