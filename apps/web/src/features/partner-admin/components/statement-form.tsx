import { get, useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STATEMENT_MAX } from '@forkly/contracts';
import { lazyZodResolver } from '../../../components/forms/lazy-resolver';
import { applyServerErrors } from '../../../components/forms/server-errors';
import { TextareaField } from '../../../components/forms/textarea-field';
import { Button } from '../../../components/ui/button';
import { errorMessage, validationMessage } from '../../../lib/error-message';
import { lazySchema } from '../../../lib/lazy-schema';
import { toast } from '../../../stores/toast-store';
import { useReviewPartner } from '../api/review-partner';
import { useSignOffPartner } from '../api/sign-off-partner';

const reviewSchema = lazySchema(() => import('../lib/statement-schemas').then((m) => m.reviewFormSchema));
const signOffSchema = lazySchema(() => import('../lib/statement-schemas').then((m) => m.signOffFormSchema));

interface StatementFormProps {
  requestId: number;
  /** A review exists already: the button says so, and a hint says the sign-off is cleared. */
  replacing?: boolean;
}

/** The review form: SPEC.md section 3's single field `review` ('Review is required'). */
export function ReviewForm({ requestId, replacing = false }: StatementFormProps) {
  const { t } = useTranslation(['partnerAdmin', 'validation', 'errors']);
  const review = useReviewPartner();
  const form = useForm<{ review: string }>({ resolver: lazyZodResolver(reviewSchema), defaultValues: { review: '' } });
  const submit = (text: string) => review.mutateAsync({ id: requestId, reviewStatement: text });
  return (
    <StatementFields
      form={form}
      field="review"
      serverField="reviewStatement"
      label={t('partnerAdmin:actions.reviewLabel')}
      button={t(replacing ? 'partnerAdmin:actions.replaceReview' : 'partnerAdmin:actions.addReview')}
      hint={replacing ? t('partnerAdmin:actions.replaceHint') : undefined}
      success={t('partnerAdmin:toasts.review')}
      busy={review.isPending}
      onSend={submit}
    />
  );
}

/** The sign-off form: SPEC.md section 3's single field `statement` ('Statement is required'). */
export function SignOffForm({ requestId }: StatementFormProps) {
  const { t } = useTranslation(['partnerAdmin', 'validation', 'errors']);
  const signOff = useSignOffPartner();
  const form = useForm<{ statement: string }>({ resolver: lazyZodResolver(signOffSchema), defaultValues: { statement: '' } });
  const submit = (text: string) => signOff.mutateAsync({ id: requestId, signoffStatement: text });
  return (
    <StatementFields
      form={form}
      field="statement"
      serverField="signoffStatement"
      label={t('partnerAdmin:actions.signOffLabel')}
      button={t('partnerAdmin:actions.addSignOff')}
      success={t('partnerAdmin:toasts.signOff')}
      busy={signOff.isPending}
      onSend={submit}
    />
  );
}

interface StatementFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  field: Path<V>;
  /** The API's name of the field, so the server's field errors land on it. */
  serverField: string;
  label: string;
  button: string;
  hint?: string;
  /** SPEC.md's success toast. */
  success: string;
  busy: boolean;
  onSend: (statement: string) => Promise<unknown>;
}

/**
 * One statement, 1-2000 characters. Success shows the toast and empties the field; a refusal shows
 * the translated message of its errorCode ('Enter a review statement first', four eyes, ...).
 */
function StatementFields<V extends FieldValues>({ form, field, serverField, label, button, hint, success, busy, onSend }: StatementFieldsProps<V>) {
  const { t } = useTranslation(['partnerAdmin', 'validation', 'errors']);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSend(String(values[field]));
      form.reset();
      toast.success(success);
    } catch (err) {
      applyServerErrors(t, err, form.setError, { [serverField]: field });
      toast.error(errorMessage(t, err));
    }
  });
  // Schema messages are catalogue keys ('tooLong' needs its bound); server messages arrive translated.
  const message = validationMessage(t, (get(form.formState.errors, field) as { message?: string } | undefined)?.message, { max: STATEMENT_MAX });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextareaField label={label} rows={3} maxLength={STATEMENT_MAX} error={message} {...form.register(field)} />
      {hint && <p className="text-xs text-stone-600">{hint}</p>}
      <Button type="submit" variant="secondary" loading={busy} className="self-start">
        {button}
      </Button>
    </form>
  );
}
