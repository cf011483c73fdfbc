import '../../../locales/account';
import { RecoveryBody, webRoutes } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { AlertIcon, KeyIcon } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { ShowPasswords } from '../../../components/show-passwords';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api';
import { clearError } from '../../../lib/notices';
import { showSuccess } from '../../../lib/success-message';
import { useTexts } from '../../../lib/texts';
import { useFormFields } from '../../../lib/use-form-fields';
import { useRecoverPassword } from '../api/recover-password';
import { recoveryToken } from '../recovery-state';

const fields = ['password', 'passwordRe'] as const;

/** A link that cannot work: why, and the way to a new one. */
function LinkProblem({ text }: { text: string }) {
  const { t } = useTexts();
  return (
    <div className="flex flex-col gap-5">
      <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
        <p className="font-medium">{text}</p>
      </div>
      <Link to={webRoutes.recoveryStart} className={`${buttonStyles.primary} w-full`}>
        {t('recovery.requestNew')}
      </Link>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const recoverPassword = useRecoverPassword();
  const [shown, setShown] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useFormFields({
    fields,
    initial: { password: '', passwordRe: '' },
    schema: RecoveryBody,
    extra: { token },
    greenFields: fields,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RecoveryBody.safeParse({ ...form.values, token });
    if (!form.check()) return;
    const sent = form.values;
    if (!parsed.success) {
      setLinkProblem(t('validation.token'));
      return;
    }
    recoverPassword.mutate(parsed.data, {
      onSuccess: async (answer) => {
        await navigate(webRoutes.login);
        showSuccess(answer.message);
      },
      onError: (error) => {
        const tokenText = error instanceof ApiError ? error.fieldErrors.token : undefined;
        if (tokenText === undefined) {
          form.refused(error, sent);
          return;
        }
        // A bad link is told here, beside the way to a new one, rather than in the bar at the top.
        clearError();
        setLinkProblem(tokenText);
      },
    });
  };

  if (linkProblem !== null) return <LinkProblem text={linkProblem} />;

  const type = shown ? 'text' : 'password';
  return (
    <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('recovery.newPassword')}
        type={type}
        autoComplete="new-password"
        placeholder={t('recovery.passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={t('recovery.newPasswordRe')}
        type={type}
        autoComplete="new-password"
        placeholder={t('recovery.passwordHint')}
        {...form.field('passwordRe')}
      />
      <ShowPasswords label={t('recovery.showPasswords')} checked={shown} onChange={setShown} />
      <button
        type="submit"
        disabled={recoverPassword.isPending}
        onMouseDown={(event) => event.preventDefault()}
        className={`${buttonStyles.primary} w-full`}
      >
        {recoverPassword.isPending ? t('recovery.saving') : t('recovery.save')}
      </button>
    </form>
  );
}

/** Password recovery step 3 (spec §2): a new password for the token of the mailed link, then sign-in. */
export function RecoveryRoute() {
  const { t } = useTexts();
  const [search] = useSearchParams();
  const token = recoveryToken(search);
  if (token === null) {
    return (
      <PageCard title={t('recovery.noTokenTitle')} icon={<AlertIcon className="size-6" />} lead={t('recovery.noToken')}>
        <Link to={webRoutes.recoveryStart} className={`${buttonStyles.primary} w-full`}>
          {t('recovery.requestNew')}
        </Link>
      </PageCard>
    );
  }
  return (
    <PageCard
      title={t('recovery.newTitle')}
      icon={<KeyIcon className="size-6" />}
      lead={t('recovery.newLead')}
      footer={
        <Link to={webRoutes.login} className={linkStyle}>
          {t('recovery.toLogin')}
        </Link>
      }
    >
      <NewPasswordForm key={token} token={token} />
    </PageCard>
  );
}
