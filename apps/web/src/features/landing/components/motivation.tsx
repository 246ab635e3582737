import { HandHeart, ShieldCheck, Store, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const PILLARS: { key: 'local' | 'fair' | 'safe'; icon: LucideIcon }[] = [
  { key: 'local', icon: Store },
  { key: 'fair', icon: HandHeart },
  { key: 'safe', icon: ShieldCheck },
];

/** Why the company exists: the page's "About" target. */
export function Motivation() {
  const { t } = useTranslation('landing');
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-title" title={t('motivation.title')} />
          <p className="mt-5 text-lg leading-8 text-stone-700">{t('motivation.body')}</p>
        </div>
        <ul className="grid gap-5">
          {PILLARS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{t(`motivation.${key}Title`)}</h3>
                <p className="mt-1 leading-7 text-stone-700">{t(`motivation.${key}Body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
