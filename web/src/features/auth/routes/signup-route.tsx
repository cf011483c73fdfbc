import { SignupBody, timings, webRoutes } from '@listok/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { ShowPasswords } from '../../../components/show-passwords';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { showSuccess } from '../../../lib/notices/success-message';
import { nextParam, safeNextPath, withNextPath } from '../../../lib/session/return-path';
import { refreshSession } from '../../../lib/session/session';
import { useTexts } from '../../../lib/texts/texts';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import { SsoButton } from '../components/sso-button';
import { useSignInOptions } from '../hooks/use-sign-in-options';
import { useCountdown } from '../use-countdown';

const fields = ['email', 'username', 'password', 'password_re'] as const;

/**
 * Registration (spec §2, §5): the shared SignupBody rules colour each field; all must pass before sending. After the
 * countdown the new user lands on the home page, or back on the page `?next=` names. A server that takes no passwords
 * says so and offers its single sign-on instead, which makes the account at the first sign-in.
 */
export function SignupRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(nextParam));
  const signup = useSignup();
  const form = useFormFields({
    fields,
    initial: { email: '', username: '', password: '', password_re: '' },
    schema: SignupBody,
    greenFields: fields,
  });
  const [passwordShown, setPasswordShown] = useState(false);
  const [succeededAt, setSucceededAt] = useState<number | null>(null);
  const goOn = useCallback(() => navigate(next ?? webRoutes.home), [navigate, next]);
  const secondsLeft = useCountdown(succeededAt, timings.redirectAfterSignup, goOn);
  const { password: passwords, sso } = useSignInOptions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SignupBody.safeParse(form.values);
    if (!form.check() || !parsed.success) return;
    const sent = form.values;
    signup.mutate(parsed.data, {
      onSuccess: async (answer) => {
        // An earlier refusal (a taken name) is over: only the success shows.
        showSuccess(t('signup.success', { email: answer.email }));
        setSucceededAt(Date.now());
        await refreshSession();
      },
      onError: (error) => form.refused(error, sent),
    });
  };

  const field = form.field;
  const done = succeededAt !== null;
  const passwordType = passwordShown ? 'text' : 'password';
  const footer = (
    <>
      {t('signup.haveAccount')}{' '}
      <Link to={withNextPath(webRoutes.login, next)} className={linkStyle}>
        {t('signup.loginLink')}
      </Link>
    </>
  );
  if (!passwords) {
    return (
      <AuthCard
        pageTitle={t('signup.title')}
        heading={t('signup.heading')}
        lead={t('errors.SIGNUP_OFF', { name: sso ?? '' })}
        footer={footer}
      >
        {sso && <SsoButton name={sso} next={next} primary />}
      </AuthCard>
    );
  }
  return (
    <AuthCard pageTitle={t('signup.title')} heading={t('signup.heading')} lead={t('signup.lead')} footer={footer}>
      <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField label={t('signup.email')} type="email" autoComplete="email" spellCheck={false} {...field('email')} />
        <TextField
          label={t('signup.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('username')}
        />
        <TextField
          label={t('signup.password')}
          type={passwordType}
          autoComplete="new-password"
          placeholder={t('signup.passwordPlaceholder')}
          {...field('password')}
        />
        <TextField
          label={t('signup.passwordRe')}
          type={passwordType}
          autoComplete="new-password"
          placeholder={t('signup.passwordPlaceholder')}
          {...field('password_re')}
        />
        <ShowPasswords label={t('signup.showPassword')} checked={passwordShown} onChange={setPasswordShown} />
        {/* Pressing the button must not blur the field first: its message would appear and push the button away
            from under the pointer before the click lands. Submitting judges every field anyway. */}
        <button
          type="submit"
          disabled={signup.isPending || done}
          onMouseDown={(event) => event.preventDefault()}
          className={`${buttonStyles.primary} w-full`}
        >
          {signup.isPending ? t('signup.submitting') : t('signup.submit')}
        </button>
        {secondsLeft !== null && (
          <p className="text-center text-slate-600 text-sm">
            {next ? t('signup.redirectBack', { count: secondsLeft }) : t('signup.redirect', { count: secondsLeft })}
          </p>
        )}
      </form>
    </AuthCard>
  );
}
