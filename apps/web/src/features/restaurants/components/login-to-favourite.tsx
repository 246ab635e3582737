import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginRedirectState } from '../../../components/feedback/to-login';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';

/** A visitor pressed a heart: favourites live on an account, so log in (and come back here). */
export default function LoginToFavourite({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('restaurants');
  const navigate = useNavigate();
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
  return (
    <ConfirmDialog
      open
      title={t('favourites.loginTitle')}
      description={t('favourites.loginText', { name })}
      confirmLabel={t('favourites.login')}
      cancelLabel={t('favourites.notNow')}
      onConfirm={() => void navigate(paths.auth.login, { state })}
      onCancel={onClose}
    />
  );
}
