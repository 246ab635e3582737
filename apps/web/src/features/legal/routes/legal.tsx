import { useTranslation } from 'react-i18next';
import { siteInfo } from '../../../components/layout/site-info';

function Entry({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-stone-200 py-6">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-2 leading-7 text-stone-800">{children}</div>
    </section>
  );
}

/** The legal notice (Impressum) the footer links to; its content comes from VITE_LEGAL_* settings. */
export function Component() {
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('legal.title')}</h1>
      <p className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-800 ring-1 ring-brand-200">{t('legal.demoNote')}</p>
      <div className="mt-8">
        <Entry title={t('legal.provider')}>
          <address className="not-italic">
            {siteInfo.company}
            <br />
            {siteInfo.street}
            <br />
            {siteInfo.city}
            <br />
            {siteInfo.country}
          </address>
        </Entry>
        <Entry title={t('legal.representedBy')}>{siteInfo.representative}</Entry>
        <Entry title={t('legal.contact')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('legal.email')}</dt>
            <dd>
              <a href={`mailto:${siteInfo.email}`} className="text-brand-700 underline underline-offset-4">
                {siteInfo.email}
              </a>
            </dd>
            <dt className="font-semibold">{t('legal.phone')}</dt>
            <dd>{siteInfo.phone}</dd>
          </dl>
        </Entry>
        <Entry title={t('legal.register')}>{siteInfo.register}</Entry>
        <Entry title={t('legal.vat')}>{siteInfo.vatId}</Entry>
        <Entry title={t('legal.responsible')}>
          {siteInfo.representative}, {siteInfo.street}, {siteInfo.city}
        </Entry>
      </div>
    </article>
  );
}
