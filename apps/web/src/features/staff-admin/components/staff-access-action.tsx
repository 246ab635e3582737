import { Ban, CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffProfile } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSetStaffEnabled } from '../api/set-staff-enabled';
import { staffName } from '../lib/staff-filters';

/**
 * Disable (or enable again) a staff account, after a confirmation. A disabled member cannot log
 * in, and their open sessions end on their next request. Nobody does this to their own account.
 */
export function StaffAccessAction({ member }: { member: StaffProfile }) {
  const { t } = useTranslation(['staffAdmin', 'errors']);
  const change = useSetStaffEnabled();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const disabling = member.enabled;
  const name = staffName(member);

  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };
  const confirm = async () => {
    try {
      await change.mutateAsync({ id: member.id, enabled: !disabling });
      toast.success(t(disabling ? 'staffAdmin:access.disabled' : 'staffAdmin:access.enabled', { name }));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
    close();
  };

  return (
    <>
      <Button ref={opener} variant={disabling ? 'danger' : 'secondary'} onClick={() => setAsking(true)}>
        {disabling ? <Ban aria-hidden className="size-4" /> : <CircleCheck aria-hidden className="size-4" />}
        {t(disabling ? 'staffAdmin:access.disable' : 'staffAdmin:access.enable')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(disabling ? 'staffAdmin:access.confirmDisableTitle' : 'staffAdmin:access.confirmEnableTitle', { name })}
        description={t(disabling ? 'staffAdmin:access.confirmDisable' : 'staffAdmin:access.confirmEnable', { name })}
        confirmLabel={t(disabling ? 'staffAdmin:access.disable' : 'staffAdmin:access.enable')}
        busy={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
