import { CalendarDays, Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteInfo } from '../../../components/layout/site-info';
import { paths } from '../../../config/paths';

const BENEFITS = ['benefitReach', 'benefitDashboard', 'benefitCouriers', 'benefitPayouts'] as const;

const buttonBase =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The restaurant pitch: Join now, Learn more (reveals the benefits) and a demo booking by e-mail. */
export function PartnerPitch() {
  const { t } = useTranslation('landing');
  const [expanded, setExpanded] = useState(false);
  const benefitsId = useId();
  const demoHref = `mailto:${siteInfo.partnerEmail}?subject=${encodeURIComponent(t('partner.demoSubject'))}`;
  return (
    <section id="restaurants" aria-labelledby="restaurants-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-12 text-white sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-700/40 blur-2xl" />
          <div className="relative max-w-2xl">
            <p className="text-sm font-bold tracking-wider text-brand-200 uppercase">{t('partner.eyebrow')}</p>
            <h2 id="restaurants-title" className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t('partner.title')}
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-300">{t('partner.body')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={paths.auth.partner('restaurant')} className={`${buttonBase} bg-white text-ink hover:bg-brand-50`}>
                {t('partner.join')}
              </Link>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={benefitsId}
                onClick={() => setExpanded((v) => !v)}
                className={`${buttonBase} text-white ring-1 ring-white/40 hover:bg-white/10`}
              >
                {expanded ? t('partner.showLess') : t('partner.learnMore')}
                <ChevronDown className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
              </button>
              <a href={demoHref} className={`${buttonBase} text-brand-100 underline-offset-4 hover:underline`}>
                <CalendarDays className="h-5 w-5" aria-hidden="true" />
                {t('partner.bookDemo')}
              </a>
            </div>
            <ul id={benefitsId} hidden={!expanded} className="mt-8 grid gap-3 sm:grid-cols-2">
              {BENEFITS.map((key) => (
                <li key={key} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                  <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" aria-hidden="true" />
                  <span className="text-stone-200">{t(`partner.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
