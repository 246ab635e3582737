import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldMessage } from '../../../components/forms/field-message';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { lazySchema, loadContractSchemas } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useRespondToTicket } from '../api/respond-to-ticket';

/** The single-field response form of SPEC.md section 3 ('Response is required'). */
const replySchema = lazySchema(() => loadContractSchemas().then((contracts) => contracts.ticketResponseRequestSchema.pick({ response: true })));
type ReplyValues = z.infer<Awaited<ReturnType<typeof replySchema.load>>>;

interface ReplyFormProps {
  ticketId: number;
  /** Staff may mark the ticket PENDING while they wait for the customer. */
  canAskCustomer: boolean;
  onSent: () => void;
}

export function ReplyForm({ ticketId, canAskCustomer, onSent }: ReplyFormProps) {
  const { t } = useTranslation(['tickets', 'validation', 'errors']);
  const respond = useRespondToTicket(ticketId);
  const [waitForCustomer, setWaitForCustomer] = useState(false);
  const checkboxId = useId();
  const form = useForm<ReplyValues>({ resolver: lazyZodResolver(replySchema), defaultValues: { response: '' } });

  const onSubmit = form.handleSubmit(async ({ response }) => {
    try {
      await respond.mutateAsync({ response, ...(canAskCustomer && waitForCustomer ? { status: 'PENDING' as const } : {}) });
      form.reset({ response: '' });
      setWaitForCustomer(false);
      toast.success(t('tickets:reply.sent'));
      onSent();
    } catch (err) {
      applyServerErrors(t, err, form.setError, { response: 'response' });
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextareaField
        label={t('tickets:reply.label')}
        rows={3}
        maxLength={5000}
        error={fieldMessage(t, form.formState.errors, 'response')}
        {...form.register('response')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {canAskCustomer ? (
          <label htmlFor={checkboxId} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input
              id={checkboxId}
              type="checkbox"
              checked={waitForCustomer}
              onChange={(event) => setWaitForCustomer(event.target.checked)}
              className="size-5 accent-brand-700"
            />
            {t('tickets:reply.waitForCustomer')}
          </label>
        ) : (
          <span />
        )}
        <Button type="submit" loading={respond.isPending}>
          {t('tickets:reply.send')}
        </Button>
      </div>
    </form>
  );
}
