import { useTranslation } from 'react-i18next';

export interface DetailRow {
  /** Translation key under account:profile. */
  label: string;
  value: string | null | undefined;
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
