import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

/** Native <details>: keyboard and screen-reader support for free, and no script needed. */
export function Faq() {
  const { t } = useTranslation('landing');
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" title={t('faq.title')} />
        <details className="group mt-8 rounded-2xl bg-stone-50 ring-1 ring-stone-200 open:bg-white open:shadow-sm">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-lg font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            {t('faq.deliveryTimeQuestion')}
            <Plus className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45" aria-hidden="true" />
          </summary>
          <p className="px-5 pb-5 leading-7 text-stone-700">{t('faq.deliveryTimeAnswer')}</p>
        </details>
      </div>
    </section>
  );
}
