import * as Slider from '@radix-ui/react-slider';
import { Bike } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC.md sections 5 and 9: 0-100 in steps of 1, starting at 20; a commit at 100 goes online. */
export const SLIDER_DEFAULT = 20;
export const SLIDER_MAX = 100;

/**
 * The offline courier's swipe to go online. A swipe that stops short springs back, as does one
 * whose request failed; on success the panel replaces the slider.
 */
export function GoOnlineSlider({ pending, onGoOnline }: { pending: boolean; onGoOnline: () => Promise<unknown> }) {
  const { t } = useTranslation('courier');
  const [value, setValue] = useState(SLIDER_DEFAULT);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <div className="rounded-2xl bg-brand-50 p-5 sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {t('goOnline.title')}
      </h3>
      <p id={descriptionId} className="mt-1 text-stone-700">
        {t('goOnline.description')}
      </p>
      <Slider.Root
        className="relative mt-5 flex h-14 w-full touch-none items-center select-none"
        min={0}
        max={SLIDER_MAX}
        step={1}
        value={[value]}
        disabled={pending}
        onValueChange={([next]) => setValue(next ?? SLIDER_DEFAULT)}
        onValueCommit={([committed]) => {
          if (committed !== SLIDER_MAX) return setValue(SLIDER_DEFAULT);
          // The failure itself is shown by the mutation's toast.
          onGoOnline().catch(() => setValue(SLIDER_DEFAULT));
        }}
      >
        <Slider.Track className="relative h-14 grow overflow-hidden rounded-full bg-white ring-1 ring-brand-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-800 shadow-md ring-2 ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Bike className="h-6 w-6" aria-hidden="true" />
        </Slider.Thumb>
      </Slider.Root>
    </div>
  );
}
