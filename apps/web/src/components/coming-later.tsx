import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * The body of a screen that a later release builds. It sits inside the real layout, so navigation,
 * guards and the header already work around it.
 */
export function ComingLater({ feature }: { feature: string }) {
  const { t } = useTranslation();
  const name = t(`comingLater.feature.${feature}`, { defaultValue: t('comingLater.feature.other') });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50">
        <Hourglass className="h-8 w-8 text-brand-700" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-balance text-ink sm:text-3xl">{t('comingLater.title', { feature: name })}</h1>
      <p className="text-stone-700">{t('comingLater.body')}</p>
      <Link to={paths.home} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t('comingLater.home')}
      </Link>
    </section>
  );
}
