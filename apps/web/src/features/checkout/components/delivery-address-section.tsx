import { clsx } from 'clsx';
import { Home, MapPin } from 'lucide-react';
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
  /** A proposal for another address: the place chosen on the landing page. */
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
  const [draft, setDraft] = useState<AddressFormValues>({ street: other?.street ?? '', houseNumber: other?.houseNumber ?? '', zip: other?.zip ?? '', city: other?.city ?? '' });

  const use = (values: AddressFormValues) => {
    // Coordinates and place id stay only with the very address they belong to.
    const known = other && samePlace(other, values) ? other : undefined;
    setDeliveryAddress({ useMyAddress: false, address: { ...values, latitude: known?.latitude, longitude: known?.longitude, placeId: known?.placeId } });
    setEditing(false);
  };

  const option = (selected: boolean) =>
    clsx(
      'flex w-full cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
      selected ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-white hover:bg-stone-50',
    );
  const mineSelected = usingMine && !editing;
  const otherSelected = editing || (!!current && !usingMine);

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
            <span className="block text-sm text-stone-700">{current && !current.useMyAddress ? addressLine(current.address) : t('address.otherHint')}</span>
          </span>
        </label>
        {current && !current.useMyAddress && !editing && (
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setEditing(true)}>
            {t('address.change')}
          </Button>
        )}
      </fieldset>
      {notFound && (
        <p role="alert" className="text-sm text-red-700">
          {notFound}
        </p>
      )}
      {editing && (
        <DeliveryAddressForm
          initial={draft}
          onUse={use}
          onCancel={current ? () => setEditing(false) : undefined}
          onClose={setDraft}
        />
      )}
    </section>
  );
}
