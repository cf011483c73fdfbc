import { ChangeEmailBody } from '@listok/contract';
import type { FormEvent } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { MailIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useChangeEmail } from '../api/change-email';
import { SettingsCard } from './settings-card';

const fields = ['email', 'password'] as const;

/** Spec §2, §5: a new email (the signup rule, green or red) confirmed with the current password. */
export function EmailForm() {
  const { t } = useTexts();
  const changeEmail = useChangeEmail();
  const form = useFormFields({
    fields,
    initial: { email: '', password: '' },
    schema: ChangeEmailBody,
    greenFields: ['email'],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangeEmailBody.safeParse(form.values);
    if (!form.check() || !parsed.success) return;
    const sent = form.values;
    changeEmail.mutate(parsed.data, {
      onSuccess: (answer) => {
        showSuccessInView(answer.message);
        form.reset();
      },
      onError: (error) => form.refused(error, sent),
    });
  };

  return (
    <SettingsCard
      id="settings-email"
      icon={<MailIcon />}
      title={t('settings.emailHeading')}
      lead={t('settings.emailLead')}
    >
      <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('settings.newEmail')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...form.field('email')}
        />
        <TextField
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <button
          type="submit"
          disabled={changeEmail.isPending}
          onMouseDown={(event) => event.preventDefault()}
          className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
        >
          {changeEmail.isPending ? t('settings.saving') : t('settings.changeEmail')}
        </button>
      </form>
    </SettingsCard>
  );
}
