import '../../../locales/account';
import { RecoveryStartQuery, webRoutes } from '@listok/contract';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { KeyIcon } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { useTexts } from '../../../lib/texts/texts';
import { useStartRecovery } from '../api/start-recovery';
import type { RecoverySentState } from '../recovery-state';

const fields = ['email'] as const;

/** Password recovery step 1 (spec §2): the email to send the link to, then the 'sent' page. */
export function RecoveryStartRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  const startRecovery = useStartRecovery();
  const form = useFormFields({ fields, initial: { email: '' }, schema: RecoveryStartQuery });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RecoveryStartQuery.safeParse(form.values);
    if (!form.check() || !parsed.success) return;
    const sent = form.values;
    const { email } = parsed.data;
    startRecovery.mutate(email, {
      onSuccess: () => navigate(webRoutes.recoverySent, { state: { email } satisfies RecoverySentState }),
      onError: (error) => form.refused(error, sent),
    });
  };

  return (
    <PageCard
      title={t('recovery.startTitle')}
      icon={<KeyIcon className="size-6" />}
      lead={t('recovery.startLead')}
      footer={
        <>
          {t('recovery.remembered')}{' '}
          <Link to={webRoutes.login} className={linkStyle}>
            {t('recovery.toLogin')}
          </Link>
        </>
      }
    >
      <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...form.field('email')}
        />
        <button type="submit" disabled={startRecovery.isPending} className={`${buttonStyles.primary} w-full`}>
          {startRecovery.isPending ? t('recovery.sending') : t('recovery.send')}
        </button>
      </form>
    </PageCard>
  );
}
