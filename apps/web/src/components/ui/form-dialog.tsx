import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../forms/form-error';
import { Button } from './button';
import { DialogShell } from './dialog-shell';

interface FormDialogProps {
  open: boolean;
  /** Back, the close button, Escape and the overlay; none of them closes while the action is pending. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Why the last try failed, shown above the fields (dialogs that toast their failures leave it out). */
  failure?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  backLabel: string;
  pending: boolean;
  /** The action cannot be undone (cancel, pause): a red button. */
  danger?: boolean;
  submitDisabled?: boolean;
  /**
   * The fields' problems, for dialogs that check on submit: each time they change, the focus goes
   * to the first field marked invalid, so a keyboard or screen reader user lands on what to fix.
   */
  invalid?: unknown;
  /** The fields: a reason (a choice or a text) and whatever the action needs besides. */
  children: ReactNode;
}

/**
 * The frame of a staff action that asks for a reason or a choice (refund, voucher, cancel, pause,
 * reassign): title, the form's fields, Back and the action, stacked on phones with the action on
 * top. While the action is pending it shows on the button and the dialog stays open.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  failure,
  onSubmit,
  submitLabel,
  backLabel,
  pending,
  danger,
  submitDisabled,
  invalid,
  children,
}: FormDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (invalid !== undefined) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalid]);

  return (
    <DialogShell open={open} onOpenChange={(next) => !next && !pending && onClose()} title={title} description={description}>
      <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
        <FormError message={failure} />
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={pending}>
            {backLabel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} className="min-h-11" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
