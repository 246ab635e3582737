import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A rider on a scooter, inline SVG like every picture on this page. */
function CourierIllustration() {
  return (
    <svg viewBox="0 0 240 180" className="h-auto w-full max-w-xs" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="160" rx="100" ry="10" fill="#fed7aa" />
      <circle cx="62" cy="138" r="20" fill="#1c1917" />
      <circle cx="62" cy="138" r="8" fill="#e7e5e4" />
      <circle cx="182" cy="138" r="20" fill="#1c1917" />
      <circle cx="182" cy="138" r="8" fill="#e7e5e4" />
      <path d="M62 138h52l22-44h24l22 44" fill="none" stroke="#c2410c" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M150 94l-8-22h18" fill="none" stroke="#1c1917" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="40" y="62" width="58" height="50" rx="8" fill="#c2410c" />
      <path d="M52 80h34M52 92h22" stroke="#ffd8a8" strokeWidth="5" strokeLinecap="round" />
      <circle cx="124" cy="40" r="16" fill="#fbbf24" />
      <path d="M108 40a16 16 0 0 1 32 0z" fill="#1c1917" />
      <path d="M124 58l-6 30 22 6" fill="none" stroke="#0f766e" strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M122 66l24 14" stroke="#0f766e" strokeWidth="9" strokeLinecap="round" />
    </svg>
  );
}

/** The courier recruitment prompt of SPEC.md section 1. */
export function CourierPrompt() {
  const { t } = useTranslation('landing');
  return (
    <section id="couriers" aria-labelledby="couriers-title" className="scroll-mt-20 pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid items-center gap-8 rounded-[2rem] bg-brand-100 px-6 py-10 sm:px-12 md:grid-cols-[1fr_auto]">
          <div className="max-w-xl">
            <p className="text-sm font-bold tracking-wider text-brand-800 uppercase">{t('courier.eyebrow')}</p>
            <h2 id="couriers-title" className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {t('courier.title')}
            </h2>
            <p className="mt-4 text-lg leading-8 text-stone-800">{t('courier.body')}</p>
            <Link
              to={paths.auth.partner('courier')}
              className="mt-8 inline-flex h-12 items-center gap-2 rounded-xl bg-ink px-6 text-base font-bold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            >
              {t('courier.cta')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </div>
          <CourierIllustration />
        </div>
      </div>
    </section>
  );
}
