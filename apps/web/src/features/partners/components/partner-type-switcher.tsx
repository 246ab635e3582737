import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PARTNER_TYPES, type PartnerType } from '@forkly/contracts';
import { paths } from '../../../config/paths';

/** Links, not tabs: each type has its own URL (/auth/partner?type=...), so it can be shared. */
export function PartnerTypeSwitcher({ current }: { current: PartnerType }) {
  const { t } = useTranslation('partners');
  return (
    <nav aria-label={t('types.label')}>
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1">
        {PARTNER_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={paths.auth.partner(type)}
              replace
              aria-current={type === current ? 'page' : undefined}
              className={clsx(
                'flex h-full min-h-10 items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-brand-700',
                type === current ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-700 hover:text-ink',
              )}
            >
              {t(`types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
