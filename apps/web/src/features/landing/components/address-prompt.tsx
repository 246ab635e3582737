import { MapPin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { COOKIE_NAMES, writeCookie } from '../../../lib/cookies';

/**
 * The hero's delivery-address prompt. A stand-in until the places autocomplete arrives: it stores
 * the typed address in the av.add cookie (later a placeId) and opens the restaurant list.
 */
export function AddressPrompt() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [showError, setShowError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (!value) {
      setShowError(true);
      return;
    }
    writeCookie(COOKIE_NAMES.address, value);
    void navigate(paths.details.root);
  };

  return (
    <form onSubmit={submit} noValidate className="w-full max-w-xl">
      <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink">
        {t('hero.addressLabel')}
      </label>
      <div className="flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl ring-1 shadow-stone-900/10 ring-stone-200 sm:flex-row">
        <div className="relative flex-1">
          <MapPin className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-brand-700" aria-hidden="true" />
          <input
            id={inputId}
            type="text"
            autoComplete="street-address"
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              if (showError) setShowError(false);
            }}
            placeholder={t('hero.addressPlaceholder')}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? `${inputId}-error` : undefined}
            className="h-12 w-full rounded-xl border-0 bg-stone-100 pr-3 pl-10 text-base text-ink placeholder:text-stone-600 focus:bg-white focus:outline-2 focus:outline-brand-700"
          />
        </div>
        <button
          type="submit"
          className="h-12 rounded-xl bg-brand-700 px-6 text-base font-bold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('hero.submit')}
        </button>
      </div>
      {showError && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('hero.addressRequired')}
        </p>
      )}
    </form>
  );
}
