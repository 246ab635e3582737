import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** No restaurant delivers to the chosen address: offer to pick another one on the landing page. */
export function EmptyResult() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50">
        <MapPinOff className="h-7 w-7 text-brand-700" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold text-ink">{t('feedback.emptyTitle')}</h2>
      <p className="text-stone-700">{t('feedback.emptyHint')}</p>
      <Link
        to={paths.home}
        className="mt-2 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('feedback.changeAddress')}
      </Link>
    </section>
  );
}
