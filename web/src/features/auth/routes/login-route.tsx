import { isSsoErrorCode, ssoErrorParam, webRoutes } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { nextParam, safeNextPath, withNextPath } from '../../../lib/session/return-path';
import { useTexts } from '../../../lib/texts/texts';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { PasswordToggle } from '../components/password-toggle';
import { SsoButton } from '../components/sso-button';
import { useSignInOptions } from '../hooks/use-sign-in-options';

/** The fields of the sign-in call (form-encoded), named as the server names them in its answers. */
const fields = ['_username', '_password'] as const;

/**
 * Sign-in (spec §2): no client-side rules; the server's answer decides, and its field texts (an empty field) go under
 * the fields, the first of them focused. `?next=` names a page to return to. With single sign-on set up, "Sign in
 * with <name>" comes first; a sign-on that came back refused (`?sso_error=`) says why above it. A server that takes no
 * passwords shows the button alone.
 */
export function LoginRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(nextParam));
  const login = useLogin();
  const form = useFormFields({ fields, initial: { _username: '', _password: '' } });
  const [passwordShown, setPasswordShown] = useState(false);
  const { password: passwords, sso } = useSignInOptions();
  const ssoError = search.get(ssoErrorParam);

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
      lead={!passwords && sso ? t('login.ssoOnlyLead', { name: sso }) : undefined}
      footer={
        passwords ? (
          <>
            {t('login.noAccount')}{' '}
            <Link to={withNextPath(webRoutes.signup, next)} className={linkStyle}>
              {t('login.signupLink')}
            </Link>
          </>
        ) : (
          t('login.ssoFirstTime')
        )
      }
    >
      {isSsoErrorCode(ssoError) && (
        <p role="alert" className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200">
          {t(`errors.${ssoError}`, { name: sso ?? '' })}
        </p>
      )}
      {sso && <SsoButton name={sso} next={next} primary={!passwords} />}
      {sso && passwords && (
        <div className="my-5 flex items-center gap-3 text-slate-500 text-sm">
          <span className="h-px flex-1 bg-slate-200" />
          {t('login.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      {passwords && (
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
      )}
    </AuthCard>
  );
}
