// The five auth screens of SPEC.md §2, each a small react-hook-form on a shared schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { MessageResponse as Said, SignedInResponse as SignedIn } from '@satark/shared/api-types';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyUserSchema,
} from '@satark/shared/auth-schemas';
import { COUNTRY_CODE, OTP_RESEND_COOLDOWN_SECONDS } from '@satark/shared/constants';
import { Redirect } from '../../components/redirect';
import { Button } from '../../components/ui/button';
import { OtpField } from '../../components/ui/otp-field';
import { PasswordField } from '../../components/ui/password-field';
import { PhoneField } from '../../components/ui/phone-field';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { api, ApiError } from '../../lib/api-client';
import { startSession } from '../../lib/auth-session';
import { useSharedMessage } from '../../lib/field-message';
import { useServerMessage } from '../../lib/server-message';
import { afterSignIn, carried, readAuthState, type AuthState } from './auth-state';
import { GoogleSignIn } from './google-sign-in';
import { useFailureLock, useSecondsLeft } from './use-cooldown';
import { useWebOtp } from './use-web-otp';

const linkClass =
  'rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

const resolverFor = <T extends object>(schema: Parameters<typeof zodResolver>[0]) =>
  zodResolver(schema) as unknown as Resolver<T>;

function useAuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readAuthState(location.state);
  const fieldMessage = useSharedMessage();
  const serverMessage = useServerMessage();
  const { locked, lock } = useFailureLock();
  /** A failed call: the server's message as a toast, and the button held for 3.5 s. */
  const fail = (error: unknown) => {
    toast.error(serverMessage(error));
    if (error instanceof ApiError && error.status > 0) lock();
  };
  return { state, navigate, fieldMessage, serverMessage, locked, fail };
}

// ---- Login ----

interface LoginValues {
  countryCode: string;
  phoneNo: string;
  password: string;
}

export function LoginForm({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('auth');
  const { state, navigate, fieldMessage, serverMessage, locked, fail } = useAuthScreen();
  const form = useForm<LoginValues>({
    resolver: resolverFor<LoginValues>(loginSchema),
    defaultValues: { countryCode: COUNTRY_CODE, phoneNo: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (loggedIn && !isSubmitting) {
    const next = afterSignIn(state);
    return <Redirect to={next.to} state={next.state} />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.post<SignedIn>('/auth/login', values);
      startSession(answer.access_token, answer.data?.user);
      toast.success(serverMessage(answer.message));
      const next = afterSignIn(state);
      navigate(next.to, { state: next.state, replace: true });
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {state.type && <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">{t('reportAfterLogin')}</p>}
      <PhoneField
        label={t('phone')}
        placeholder={t('phonePlaceholder')}
        error={fieldMessage(errors.phoneNo?.message)}
        {...form.register('phoneNo')}
      />
      <PasswordField
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        {...form.register('password')}
      />
      <div className="-mt-1 text-right text-sm">
        <Link to={paths.forgotPassword} state={carried(state)} className={linkClass}>
          {t('forgotLink')}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={locked}>
        {t('loginButton')}
      </Button>
      <GoogleSignIn text="signin_with" />
      <p className="text-center text-sm text-slate-600">
        {t('noAccount')}{' '}
        <Link to={paths.register} state={carried(state)} className={linkClass}>
          {t('registerLink')}
        </Link>
      </p>
    </form>
  );
}

// ---- Register ----

interface RegisterValues extends LoginValues {
  name: string;
}

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { state, navigate, fieldMessage, serverMessage, locked, fail } = useAuthScreen();
  const form = useForm<RegisterValues>({
    resolver: resolverFor<RegisterValues>(registerSchema),
    defaultValues: { countryCode: COUNTRY_CODE, phoneNo: '', name: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.post<Said>('/auth/register', values);
      toast.success(serverMessage(answer.message));
      navigate(paths.verifyOtp, {
        state: { ...carried(state), countryCode: values.countryCode, phoneNo: values.phoneNo } satisfies AuthState,
      });
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PhoneField
        label={t('phone')}
        placeholder={t('phonePlaceholder')}
        error={fieldMessage(errors.phoneNo?.message)}
        {...form.register('phoneNo')}
      />
      <TextField
        label={t('name')}
        placeholder={t('namePlaceholder')}
        autoComplete="name"
        error={fieldMessage(errors.name?.message)}
        {...form.register('name')}
      />
      <PasswordField
        label={t('password')}
        placeholder={t('newPasswordPlaceholder')}
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={fieldMessage(errors.password?.message)}
        {...form.register('password')}
      />
      {/* The notice the DPDP Act 2023 asks for, before the phone and name are sent. */}
      <p className="text-sm text-slate-600" data-testid="consent">
        <Trans
          t={t}
          i18nKey="consent"
          components={{
            terms: <Link to={paths.terms} target="_blank" className={linkClass} />,
            privacy: <Link to={paths.privacy} target="_blank" className={linkClass} />,
          }}
        />
      </p>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={locked}>
        {t('sendOtp')}
      </Button>
      <GoogleSignIn text="continue_with" />
      <p className="text-center text-sm text-slate-600">
        {t('haveAccount')}{' '}
        <Link to={paths.login} state={carried(state)} className={linkClass}>
          {t('loginLink')}
        </Link>
      </p>
    </form>
  );
}

// ---- Forgot password ----

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { state, navigate, fieldMessage, serverMessage, locked, fail } = useAuthScreen();
  const form = useForm<{ countryCode: string; phoneNo: string }>({
    resolver: resolverFor<{ countryCode: string; phoneNo: string }>(forgotPasswordSchema),
    defaultValues: { countryCode: COUNTRY_CODE, phoneNo: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.post<Said>('/auth/forgot-password', values);
      toast.success(serverMessage(answer.message));
      navigate(paths.resetPassword, { state: { ...carried(state), ...values } satisfies AuthState });
    } catch (error) {
      fail(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PhoneField
        label={t('phone')}
        placeholder={t('phonePlaceholder')}
        error={fieldMessage(errors.phoneNo?.message)}
        {...form.register('phoneNo')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={locked}>
        {t('sendOtp')}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} state={carried(state)} className={linkClass}>
          {t('backToLogin')}
        </Link>
      </p>
    </form>
  );
}

// ---- Verify OTP (sign-up) and Reset Password ----

interface OtpValues {
  countryCode: string;
  phoneNo: string;
  verifyCode: string;
  password?: string;
}

export function OtpForm({ mode }: { mode: 'verify' | 'reset' }) {
  const { t } = useTranslation('auth');
  const { state, navigate, fieldMessage, serverMessage, locked, fail } = useAuthScreen();
  const phoneNo = state.phoneNo ?? '';
  const countryCode = state.countryCode ?? COUNTRY_CODE;
  const form = useForm<OtpValues>({
    resolver: resolverFor<OtpValues>(mode === 'reset' ? resetPasswordSchema : verifyUserSchema),
    defaultValues: { countryCode, phoneNo, verifyCode: '', ...(mode === 'reset' ? { password: '' } : {}) },
  });
  const { errors, isSubmitting } = form.formState;
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsLeft(resendAt);
  const resendLock = useFailureLock();
  const [resending, setResending] = useState(false);
  useWebOtp((code) => form.setValue('verifyCode', code, { shouldValidate: true }), Boolean(phoneNo));

  if (!phoneNo) {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p className="text-sm text-slate-600">{t('noPhone')}</p>
        <Link to={mode === 'reset' ? paths.forgotPassword : paths.register} className={linkClass}>
          {mode === 'reset' ? t('titles.forgot-password') : t('titles.register')}
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (mode === 'reset') {
        const answer = await api.post<Said>('/auth/reset-password', values);
        toast.success(serverMessage(answer.message));
        navigate(paths.login, { state: carried(state), replace: true });
      } else {
        const answer = await api.post<SignedIn>('/auth/verify-user', {
          countryCode: values.countryCode,
          phoneNo: values.phoneNo,
          verifyCode: values.verifyCode,
        });
        startSession(answer.access_token, answer.data?.user);
        toast.success(serverMessage(answer.message));
        const next = afterSignIn(state);
        navigate(next.to, { state: next.state, replace: true });
      }
    } catch (error) {
      fail(error);
    }
  });

  const resend = async () => {
    setResending(true);
    resendLock.lock();
    try {
      const answer = await api.post<Said>('/auth/resend-otp', { countryCode, phoneNo });
      toast.success(serverMessage(answer.message));
    } catch (error) {
      toast.error(serverMessage(error));
    } finally {
      setResending(false);
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label={t('phone')} prefix={countryCode} value={phoneNo} disabled readOnly />
      <Controller
        control={form.control}
        name="verifyCode"
        render={({ field }) => (
          <OtpField
            label={t('otp')}
            value={field.value}
            onChange={field.onChange}
            error={fieldMessage(errors.verifyCode?.message)}
          />
        )}
      />
      {mode === 'reset' && (
        <PasswordField
          label={t('newPassword')}
          placeholder={t('newPasswordPlaceholder')}
          autoComplete="new-password"
          hint={t('passwordHint')}
          error={fieldMessage(errors.password?.message)}
          {...form.register('password')}
        />
      )}
      <div className="text-sm text-slate-600" aria-live="polite">
        {secondsLeft > 0 ? (
          <span data-testid="resend-countdown">
            {t('resendIn', { time: `00:${String(secondsLeft).padStart(2, '0')}` })}
          </span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3"
            onClick={() => void resend()}
            loading={resending}
            disabled={resendLock.locked}
          >
            {t('resend')}
          </Button>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={locked}>
        {mode === 'reset' ? t('resetButton') : t('verifyOtp')}
      </Button>
      {mode === 'reset' && (
        <p className="text-center text-sm">
          <Link to={paths.login} state={carried(state)} className={linkClass}>
            {t('backToLogin')}
          </Link>
        </p>
      )}
    </form>
  );
}
