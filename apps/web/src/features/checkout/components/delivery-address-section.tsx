import { clsx } from 'clsx';
import { Home, MapPin, Navigation } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { deferredComponent } from '../../../lib/deferred-component';
import { useBasket } from '../../../stores/basket-store';
import type { AddressFormValues } from '../lib/address-form-schema';
import { addressLine, type BasketDeliveryAddress, type DeliveryAddress } from '../lib/delivery-address';

const DeliveryAddressForm = deferredComponent(() => import('./delivery-address-form').then((m) => m.DeliveryAddressForm));

interface DeliveryAddressSectionProps {
  /** The customer's saved address ("use my address"), when they have one. */
  saved?: DeliveryAddress;
  /** What the order goes to now. */
  current?: BasketDeliveryAddress;
  /** The place picked on the landing page: the address the restaurant list was built for. */
  proposal?: DeliveryAddress;
  /** The server could not find the current address. */
  notFound?: string;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePlace = (a: DeliveryAddress, b: AddressFormValues) =>
  sameText(a.street, b.street) && sameText(a.houseNumber, b.houseNumber) && sameText(a.zip, b.zip) && sameText(a.city, b.city);

/** SPEC.md section 4: the saved address with "use my address", or another one typed here. */
export function DeliveryAddressSection({ saved, current, proposal, notFound }: DeliveryAddressSectionProps) {
  const { t } = useTranslation('checkout');
  const setDeliveryAddress = useBasket((s) => s.setDeliveryAddress);
  const usingMine = !!current?.useMyAddress;
  const [editing, setEditing] = useState(!current);
  const other = current && !current.useMyAddress ? current.address : proposal;

  // What the fields hold is kept while the form is closed: reopening it shows the same text.
  const [draft, setDraft] = useState<AddressFormValues>({
    street: other?.street ?? '',
    houseNumber: other?.houseNumber ?? '',
    zip: other?.zip ?? '',
    city: other?.city ?? '',
  });

  const use = (values: AddressFormValues) => {
    // The place id stays only with the very address it belongs to (the server checks it too).
    const known = other && samePlace(other, values) ? other : undefined;
    setDeliveryAddress({ useMyAddress: false, address: { ...values, placeId: known?.placeId } });
    setEditing(false);
  };
  // A street picked without a house number (the list needs no more) still needs one to deliver.
  const pickedComplete = !!proposal?.houseNumber.trim();
  const usePicked = () => {
    if (!pickedComplete) {
      setDraft({ street: proposal!.street, houseNumber: '', zip: proposal!.zip, city: proposal!.city });
      setEditing(true);
      return;
    }
    setDeliveryAddress({ useMyAddress: false, address: proposal! });
    setEditing(false);
  };

  const option = (selected: boolean) =>
    clsx(
      'flex w-full cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
      selected ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white hover:bg-stone-50',
    );
  // The picked place is its own choice unless it is the saved address itself.
  const offersPicked = pickedComplete && !(saved && samePlace(saved, proposal!));
  const isPicked = !!proposal && !!current && !current.useMyAddress && samePlace(proposal, current.address);
  const mineSelected = usingMine && !editing;
  const pickedSelected = offersPicked && isPicked && !editing;
  const otherSelected = editing || (!!current && !usingMine && !pickedSelected);
  // Never a silent switch: the list was built for the picked place, the order goes elsewhere.
  const differs =
    !!proposal &&
    !!current &&
    !(pickedComplete ? samePlace(proposal, current.address) : samePlace(proposal, { ...current.address, houseNumber: proposal.houseNumber }));

  return (
    <section className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-bold text-ink">{t('address.title')}</legend>
        {saved && (
          <label className={option(mineSelected)}>
            <input
              type="radio"
              name="delivery-address"
              checked={mineSelected}
              onChange={() => {
                setDeliveryAddress({ useMyAddress: true, address: saved });
                setEditing(false);
              }}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
            />
            <Home className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-ink">{t('address.mine')}</span>
              <span className="block text-sm text-stone-700">{addressLine(saved)}</span>
            </span>
          </label>
        )}
        {offersPicked && (
          <label className={option(pickedSelected)}>
            <input
              type="radio"
              name="delivery-address"
              checked={pickedSelected}
              onChange={usePicked}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
            />
            <Navigation className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-ink">{t('address.picked')}</span>
              <span className="block text-sm text-stone-700">{addressLine(proposal!)}</span>
            </span>
          </label>
        )}
        <label className={option(otherSelected)}>
          <input
            type="radio"
            name="delivery-address"
            checked={otherSelected}
            onChange={() => setEditing(true)}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
          />
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-ink">{t('address.other')}</span>
            <span className="block text-sm text-stone-700">
              {current && !current.useMyAddress && !pickedSelected ? addressLine(current.address) : t('address.otherHint')}
            </span>
          </span>
        </label>
        {current && !current.useMyAddress && !pickedSelected && !editing && (
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setEditing(true)}>
            {t('address.change')}
          </Button>
        )}
      </fieldset>
      {differs && (
        <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('address.differs', { current: addressLine(current!.address), picked: addressLine(proposal!) })}</p>
          <Button variant="secondary" size="sm" onClick={usePicked}>
            {pickedComplete
              ? t('address.usePicked', { picked: `${proposal!.street} ${proposal!.houseNumber}` })
              : t('address.addHouseNumber', { street: proposal!.street })}
          </Button>
        </div>
      )}
      {notFound && (
        <p role="alert" className="text-sm text-red-700">
          {notFound}
        </p>
      )}
      {editing && <DeliveryAddressForm initial={draft} onUse={use} onCancel={current ? () => setEditing(false) : undefined} onClose={setDraft} />}
    </section>
  );
}
