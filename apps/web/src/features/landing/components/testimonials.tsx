import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

/** First names are the same in every language, so they are not translated. */
const QUOTES = [
  { n: 1, name: 'Lena', tint: 'bg-rose-200 text-rose-900' },
  { n: 2, name: 'Mehmet', tint: 'bg-sky-200 text-sky-900' },
  { n: 3, name: 'Aino', tint: 'bg-emerald-200 text-emerald-900' },
] as const;

/** The customers section. The quotes are samples and the page says so: the demo has no real customers. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section id="customers" aria-labelledby="customers-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="customers-title" title={t('customers.title')} subtitle={t('customers.note')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {QUOTES.map(({ n, name, tint }) => {
            return (
              <li key={n}>
                <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                  <Quote className="h-8 w-8 text-brand-700" aria-hidden="true" />
                  <blockquote className="mt-4 flex-1 text-lg leading-8 text-ink">{t(`customers.quote${n}`)}</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3 font-semibold text-stone-800">
                    <span className={`flex h-10 w-10 items-center justify-center rounded-full font-bold ${tint}`} aria-hidden="true">
                      {name.charAt(0)}
                    </span>
                    {name}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
