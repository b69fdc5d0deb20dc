// /auth/:mode: the auth screens in a modal card over the home layout; closing returns to /.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Modal } from '../../components/ui/modal';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { ForgotPasswordForm, LoginForm, OtpForm, RegisterForm } from './auth-forms';

const MODES = ['login', 'register', 'forgot-password', 'reset-password', 'verify-otp'] as const;
type Mode = (typeof MODES)[number];

export default function AuthModalPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { isLoggedIn } = useCurrentUser();
  const mode = useParams().mode as Mode;
  if (!MODES.includes(mode)) return <Navigate to={paths.login} replace />;

  return (
    <Modal open onClose={() => navigate(paths.home)} title={t(`titles.${mode}`)} widthClass="max-w-[460px]">
      <p className="-mt-1 mb-5 text-sm text-slate-600">{t(`intro.${mode}`)}</p>
      {mode === 'login' && <LoginForm loggedIn={isLoggedIn} />}
      {mode === 'register' && <RegisterForm />}
      {mode === 'forgot-password' && <ForgotPasswordForm />}
      {mode === 'reset-password' && <OtpForm key="reset" mode="reset" />}
      {mode === 'verify-otp' && <OtpForm key="verify" mode="verify" />}
    </Modal>
  );
}
