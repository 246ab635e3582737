import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const REGISTER_STEPS = ['basic', 'address', 'loginInfo'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** The three registration steps, the current one marked for screen readers with aria-current. */
export function StepIndicator({ current, done }: { current: RegisterStep | undefined; done: Record<RegisterStep, boolean> }) {
  const { t } = useTranslation('auth');
  return (
    <ol aria-label={t('register.progress')} className="flex items-start gap-2 text-xs sm:text-sm">
      {REGISTER_STEPS.map((step, index) => {
        const isCurrent = step === current;
        return (
          // Stacked: long step names ("Kirjautumistiedot") must not push the card wider.
          <li key={step} aria-current={isCurrent ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center">
            <span
              className={clsx(
                'flex size-7 shrink-0 items-center justify-center rounded-full font-semibold',
                isCurrent ? 'bg-brand-700 text-white' : done[step] ? 'bg-green-700 text-white' : 'bg-stone-200 text-stone-800',
              )}
            >
              {done[step] && !isCurrent ? <Check aria-hidden className="size-4" /> : index + 1}
            </span>
            <span className={clsx('max-w-full leading-tight [overflow-wrap:anywhere]', isCurrent ? 'font-semibold text-ink' : 'text-stone-700')}>
              {t(`register.steps.${step}`)}
              {done[step] && !isCurrent && <span className="sr-only"> ({t('register.stepDone')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
