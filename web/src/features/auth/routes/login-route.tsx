import { webRoutes } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { nextParam, safeNextPath, withNextPath } from '../../../lib/return-path';
import { useTexts } from '../../../lib/texts';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { PasswordToggle } from '../components/password-toggle';

/** Sign-in (spec §2): no client-side rules; the server's answer decides. `?next=` names a page to return to. */
export function LoginRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(nextParam));
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ _username: username, _password: password }, { onSuccess: () => navigate(next ?? webRoutes.home) });
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
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <div>
          <TextField
            label={t('login.password')}
            name="password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
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
