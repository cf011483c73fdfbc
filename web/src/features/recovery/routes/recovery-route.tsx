import '../../../locales/account';
import { type RecoveredAnswer, RecoveryBody, webRoutes } from '@listok/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { AlertIcon, KeyIcon } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { ShowPasswords } from '../../../components/show-passwords';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api/api';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { clearError } from '../../../lib/notices/notices';
import { useTexts } from '../../../lib/texts/texts';
import { recoveryLinkQuery } from '../api/check-recovery-link';
import { useRecoverPassword } from '../api/recover-password';
import { RecoveryDone } from '../components/recovery-done';
import { recoveryToken } from '../recovery-state';

const fields = ['password', 'passwordRe'] as const;

/** A link that cannot work: why, and the way to a new one. */
function LinkProblem({ text }: { text: string }) {
  const { t } = useTexts();
  return (
    <PageCard title={t('recovery.linkProblemTitle')} icon={<AlertIcon className="size-6" />}>
      <div className="flex flex-col gap-5">
        <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p className="font-medium">{text}</p>
        </div>
        <Link to={webRoutes.recoveryStart} className={`${buttonStyles.primary} w-full`}>
          {t('recovery.requestNew')}
        </Link>
      </div>
    </PageCard>
  );
}

interface NewPasswordFormProps {
  token: string;
  onRecovered(answer: RecoveredAnswer): void;
  /** The server's text when the link turned out not to work after all (used meanwhile in another tab). */
  onLinkProblem(text: string): void;
}

function NewPasswordForm({ token, onRecovered, onLinkProblem }: NewPasswordFormProps) {
  const { t } = useTexts();
  const recoverPassword = useRecoverPassword(onRecovered);
  const [shown, setShown] = useState(false);
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
      onLinkProblem(t('validation.token'));
      return;
    }
    recoverPassword.mutate(parsed.data, {
      onError: (error) => {
        const tokenText = error instanceof ApiError ? error.fieldErrors.token : undefined;
        if (tokenText === undefined) {
          form.refused(error, sent);
          return;
        }
        // A bad link is told here, beside the way to a new one, rather than in the bar at the top.
        clearError();
        onLinkProblem(tokenText);
      },
    });
  };

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

/**
 * The page of a link with a token: asks at once whether the link still works, then offers the new password's form,
 * and after the recovery says what happened.
 */
function RecoveryWithToken({ token }: { token: string }) {
  const { t } = useTexts();
  const [recovered, setRecovered] = useState<RecoveredAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = useQuery({ ...recoveryLinkQuery(token), enabled: recovered === null });
  // Only the server's word on the link itself stops the form; a failed check (no network) leaves it to the sending.
  const checkRefusal = link.error instanceof ApiError ? link.error.fieldErrors.token : undefined;
  useEffect(() => {
    // Told on this page, beside the way to a new link, rather than in the bar at the top.
    if (checkRefusal !== undefined) clearError();
  }, [checkRefusal]);

  if (recovered !== null) return <RecoveryDone answer={recovered} />;
  const problem = refusal ?? checkRefusal;
  if (problem !== undefined) return <LinkProblem text={problem} />;
  return (
    <PageCard
      title={t('recovery.newTitle')}
      icon={<KeyIcon className="size-6" />}
      lead={link.isPending ? <p role="status">{t('recovery.checking')}</p> : t('recovery.newLead')}
      footer={
        <Link to={webRoutes.login} className={linkStyle}>
          {t('recovery.toLogin')}
        </Link>
      }
    >
      {!link.isPending && <NewPasswordForm token={token} onRecovered={setRecovered} onLinkProblem={setRefusal} />}
    </PageCard>
  );
}

/** Password recovery step 3 (spec §2): a new password for the token of the mailed link; then the user is signed in. */
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
  return <RecoveryWithToken key={token} token={token} />;
}
