import { useTranslation } from 'react-i18next';

interface AddressLike {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
}

export interface DetailRow {
  /** Translation key under account:profile. */
  label: string;
  value: string | null | undefined;
}

/** One line for an address: "Königstraße 12, 47051 Duisburg". */
export function formatAddress(address: AddressLike | null | undefined): string {
  if (!address) return '';
  return `${address.street} ${address.houseNumber}, ${address.zip} ${address.city}`.trim();
}

/** A read-only profile as a description list. */
export function ProfileDetails({ rows }: { rows: DetailRow[] }) {
  const { t } = useTranslation('account');
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex min-w-0 flex-col">
          <dt className="text-sm text-stone-700">{t(`profile.${row.label}`)}</dt>
          <dd className="break-words font-medium text-ink">{row.value || t('profile.empty')}</dd>
        </div>
      ))}
    </dl>
  );
}
