import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

interface VisibilitySwitchProps {
  name: string;
  visible: boolean;
  pending: boolean;
  onToggle: () => void;
}

/** Shown or hidden for customers; pressing it asks the server for the other state. */
export function VisibilitySwitch({ name, visible, pending, onToggle }: VisibilitySwitchProps) {
  const { t } = useTranslation('catalogue');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={visible}
      aria-label={t('visibility.toggle', { name })}
      disabled={pending}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      <span aria-hidden className={clsx('relative h-6 w-10 shrink-0 rounded-full transition-colors', visible ? 'bg-brand-700' : 'bg-stone-300')}>
        <span
          className={clsx('absolute top-0.5 left-0 size-5 rounded-full bg-white shadow transition-transform', visible ? 'translate-x-4.5' : 'translate-x-0.5')}
        />
      </span>
      {visible ? t('visibility.visible') : t('visibility.hidden')}
    </button>
  );
}
