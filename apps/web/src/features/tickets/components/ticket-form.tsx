import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ISSUE_TYPES, type CreateTicketValues, type Ticket, type createTicketRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { fieldMessage } from '../../../components/forms/field-message';
import { FormError } from '../../../components/forms/form-error';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { SelectField } from '../../../components/forms/select-field';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { contractSchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useCreateTicket } from '../api/create-ticket';
import type { OrderChoice } from '../api/get-own-orders';
import { useDateTimeFormat } from '../lib/format-date';

type FormInput = z.input<typeof createTicketRequestSchema>;
const ticketFormSchema = contractSchema('createTicketRequestSchema');

/** API field -> form field: the same names, so every server message lands on its field. */
const SERVER_FIELDS = { issuetype: 'issuetype', subject: 'subject', description: 'description', orderId: 'orderId' };

interface TicketFormProps {
  /** The caller's recent orders to pick from; no order choice when absent or empty. */
  orders?: OrderChoice[];
  /** Preselected order (e.g. from an order's "Get help" link). */
  defaultOrderId?: number;
  onCreated: (ticket: Ticket) => void;
  submitLabel?: string;
}

/**
 * The support issue form of SPEC.md section 5: issue type, subject, description and an optional
 * order. It validates with the contract's schema, so the messages are the catalogue's
 * ('Username is required' for the description, as SPEC.md has it). The description's hint beside
 * that message says what the field wants (issue 25).
 */
export function TicketForm({ orders, defaultOrderId, onCreated, submitLabel }: TicketFormProps) {
  const { t } = useTranslation(['tickets', 'validation', 'errors']);
  const formatDate = useDateTimeFormat();
  const createTicket = useCreateTicket();
  const [failure, setFailure] = useState<string>();
  const empty: FormInput = { issuetype: '' as FormInput['issuetype'], subject: '', description: '', orderId: defaultOrderId ? String(defaultOrderId) : '' };
  const form = useForm<FormInput, unknown, CreateTicketValues>({ resolver: lazyZodResolver(ticketFormSchema), defaultValues: empty });
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: string) => fieldMessage(t, errors, name);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const ticket = await createTicket.mutateAsync(values);
      toast.success(t('tickets:form.sent'));
      form.reset(empty);
      onCreated(ticket);
    } catch (err) {
      const unplaced = applyServerErrors(t, err, form.setError, SERVER_FIELDS);
      setFailure([errorMessage(t, err), ...unplaced].join(' '));
      toast.error(errorMessage(t, err));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={failure} />
      <SelectField
        label={t('tickets:form.issuetype')}
        options={[
          { value: '', label: t('tickets:form.chooseIssueType') },
          ...ISSUE_TYPES.map((type) => ({ value: type, label: t(`tickets:issueType.${type}`) })),
        ]}
        error={error('issuetype')}
        {...register('issuetype')}
      />
      <TextField label={t('tickets:form.subject')} maxLength={200} error={error('subject')} {...register('subject')} />
      <TextareaField
        label={t('tickets:form.description')}
        hint={t('tickets:form.descriptionHint')}
        rows={5}
        maxLength={5000}
        error={error('description')}
        {...register('description')}
      />
      {orders && orders.length > 0 && (
        <SelectField
          label={t('tickets:form.order')}
          options={[
            { value: '', label: t('tickets:form.noOrder') },
            ...orders.map((order) => ({
              value: String(order.id),
              label: `${order.orderNumber} · ${order.restaurant.name} · ${formatDate(order.createdAt)}`,
            })),
          ]}
          error={error('orderId')}
          {...register('orderId')}
        />
      )}
      <Button type="submit" size="lg" loading={createTicket.isPending} className="sm:self-start">
        {submitLabel ?? t('tickets:form.submit')}
      </Button>
    </form>
  );
}
