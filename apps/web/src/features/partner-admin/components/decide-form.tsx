import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_DECIDED_STATES, type PartnerDecidedState } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useDecidePartnerRequest } from '../api/decide-partner-request';

/**
 * Change state (SPEC.md section 4): choose APPROVED or REJECTED, then confirm with the button, so a
 * decision that mails the partner never comes from one stray click. The server's refusals ('Enter a
 * review statement first', 'Enter a sign off statement first') come back translated.
 */
export function DecideForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation(['partnerAdmin', 'errors']);
  const decide = useDecidePartnerRequest();
  const [choice, setChoice] = useState<PartnerDecidedState>();
  const name = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    try {
      await decide.mutateAsync({ id: requestId, state: choice });
      toast.success(t('partnerAdmin:toasts.state'));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('partnerAdmin:actions.stateLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {PARTNER_DECIDED_STATES.map((state) => (
            <label
              key={state}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-stone-300 has-checked:bg-stone-100 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input type="radio" name={name} value={state} checked={choice === state} onChange={() => setChoice(state)} className="size-4 accent-brand-700" />
              <span className="text-sm font-semibold text-ink">{t(`partnerAdmin:status.${state}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={!choice} loading={decide.isPending} className="self-start">
        {t('partnerAdmin:actions.decide')}
      </Button>
    </form>
  );
}
