import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordChecks } from '@forkly/contracts';

/** SPEC.md section 5: the live checklist lists length, lowercase, uppercase and symbol. */
export const CHECKLIST_ITEMS = ['length', 'lowercase', 'uppercase', 'symbol'] as const;

export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} className="rounded-lg bg-stone-100 p-3 text-sm">
      <p className="mb-1 font-medium text-stone-800">{t('password.checklistTitle')}</p>
      <ul className="flex flex-col gap-1">
        {CHECKLIST_ITEMS.map((item) => {
          const met = passwordChecks[item](value);
          return (
            <li key={item} data-check={item} data-met={met} className={clsx('flex items-center gap-2', met ? 'text-green-800' : 'text-stone-700')}>
              {met ? <Check aria-hidden className="size-4 shrink-0" /> : <X aria-hidden className="size-4 shrink-0" />}
              <span>{t(`password.${item}`)}</span>
              <span className="sr-only">{met ? t('password.met') : t('password.unmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
