import { webRoutes } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { nextParam, safeNextPath, withNextPath } from '../../../lib/return-path';
import { useTexts } from '../../../lib/texts';
import { useFormFields } from '../../../lib/use-form-fields';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { PasswordToggle } from '../components/password-toggle';

/** The fields of the sign-in call (`POST /api/login`, form-encoded), named as the server names them in its answers. */
const fields = ['_username', '_password'] as const;

/**
 * Sign-in (spec §2): no client-side rules; the server's answer decides, and its field texts (an empty field) go under
 * the fields, the first of them focused. `?next=` names a page to return to.
 */
export function LoginRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(nextParam));
  const login = useLogin();
  const form = useFormFields({ fields, initial: { _username: '', _password: '' } });
  const [passwordShown, setPasswordShown] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = form.values;
    login.mutate(sent, {
      onSuccess: () => navigate(next ?? webRoutes.home),
      onError: (error) => form.refused(error, sent),
    });
  };

  return (
    <AuthCard
      pageTitle={t('login.title')}
      heading={t('login.heading')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={withNextPath(webRoutes.signup, next)} className={linkStyle}>
            {t('login.signupLink')}
          </Link>
        </>
      }
    >
      <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('_username')}
        />
        <div>
          <TextField
            label={t('login.password')}
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            {...form.field('_password')}
            trailing={<PasswordToggle shown={passwordShown} onToggle={() => setPasswordShown((shown) => !shown)} />}
          />
          <p className="mt-2 text-right text-sm">
            <Link to={webRoutes.recoveryStart} className={linkStyle}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <button type="submit" disabled={login.isPending} className={`${buttonStyles.primary} w-full`}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
