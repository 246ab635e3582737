import { useTranslation } from 'react-i18next';
import { AddressPrompt } from './address-prompt';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const { t } = useTranslation('landing');
  // Clipped sideways only (the illustration): the address suggestions must hang below the hero.
  return (
    <section className="relative overflow-x-clip bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-12 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pb-16">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">{t('hero.eyebrow')}</p>
          <h1 className="text-4xl leading-[1.05] font-black tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">{t('hero.title')}</h1>
          <p className="max-w-xl text-lg leading-8 text-stone-700">{t('hero.subtitle')}</p>
          <AddressPrompt />
        </div>
        <div className="mx-auto w-full max-w-[16rem] sm:max-w-sm lg:max-w-md">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
