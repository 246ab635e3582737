import { Bike, Heart, ShoppingBag, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const STEPS: { key: 'choose' | 'order' | 'deliver'; icon: LucideIcon; tint: string }[] = [
  { key: 'choose', icon: Heart, tint: 'bg-rose-100 text-rose-800' },
  { key: 'order', icon: ShoppingBag, tint: 'bg-amber-100 text-amber-900' },
  { key: 'deliver', icon: Bike, tint: 'bg-emerald-100 text-emerald-800' },
];

/** The three-step explainer of SPEC.md section 1. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="how-it-works-title" title={t('steps.title')} subtitle={t('steps.subtitle')} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon, tint }, index) => (
            <li key={key} className="relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <div className="flex items-center justify-between">
                <span className={`flex h-14 w-14 items-center justify-center rounded-2xl ${tint}`}>
                  <Icon className="h-7 w-7" aria-hidden="true" />
                </span>
                <span className="text-5xl font-black text-stone-200" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-bold text-ink">{t(`steps.${key}Title`)}</h3>
              <p className="mt-2 leading-7 text-stone-700">{t(`steps.${key}Body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
