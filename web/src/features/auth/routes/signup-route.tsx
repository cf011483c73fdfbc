import { SignupBody, timings, webRoutes } from '@listok/contract';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { ShowPasswords } from '../../../components/show-passwords';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import { showMessage } from '../../../lib/notices';
import { nextParam, safeNextPath, withNextPath } from '../../../lib/return-path';
import { refreshSession } from '../../../lib/session';
import { useTexts } from '../../../lib/texts';
import { useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import {
  emptySignup,
  type FieldView,
  type ServerFieldErrors,
  type SignupField,
  serverFieldErrors,
  signupFields,
  signupFieldViews,
  signupIssues,
} from '../signup-fields';
import { useCountdown } from '../use-countdown';

/**
 * Registration (spec §2, §5): the shared SignupBody rules colour each field; all must pass before sending. After the
 * countdown the new user lands on the home page, or back on the page `?next=` names.
 */
export function SignupRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(nextParam));
  const signup = useSignup();
  const form = useRef<HTMLFormElement>(null);
  const focusAfterRender = useRef<SignupField | null>(null);
  const [values, setValues] = useState(emptySignup);
  const [judged, setJudged] = useState<ReadonlySet<SignupField>>(new Set());
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const [succeededAt, setSucceededAt] = useState<number | null>(null);
  const goOn = useCallback(() => navigate(next ?? webRoutes.home), [navigate, next]);
  const secondsLeft = useCountdown(succeededAt, timings.redirectAfterSignup, goOn);
  const views = signupFieldViews(values, judged, serverErrors);

  // The first red field takes the focus once it is drawn red, so its message is read out with it.
  useEffect(() => {
    const field = focusAfterRender.current;
    focusAfterRender.current = null;
    if (field) form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  });

  const judge = (field: SignupField) => setJudged((current) => new Set(current).add(field));
  const messageOf = (view: FieldView) => view.text ?? (view.messageKey ? t(view.messageKey as never) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setJudged(new Set(signupFields));
    const parsed = SignupBody.safeParse(values);
    if (!parsed.success) {
      const issues = signupIssues(values);
      focusAfterRender.current = signupFields.find((field) => issues[field] !== undefined) ?? null;
      return;
    }
    const sent = values;
    signup.mutate(parsed.data, {
      onSuccess: async () => {
        showMessage(t('signup.success'));
        setSucceededAt(Date.now());
        await refreshSession();
      },
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(serverFieldErrors(error.fieldErrors, sent));
      },
    });
  };

  const field = (name: SignupField) => ({
    name,
    value: values[name],
    state: views[name].state,
    error: messageOf(views[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => judge(name),
  });

  const done = succeededAt !== null;
  const passwordType = passwordShown ? 'text' : 'password';
  return (
    <AuthCard
      pageTitle={t('signup.title')}
      heading={t('signup.heading')}
      lead={t('signup.lead')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to={withNextPath(webRoutes.login, next)} className={linkStyle}>
            {t('signup.loginLink')}
          </Link>
        </>
      }
    >
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-5">
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
