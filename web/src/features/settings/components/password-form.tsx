import { ChangePasswordBody } from '@listok/contract';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { KeyIcon } from '../../../components/icons';
import { ShowPasswords } from '../../../components/show-passwords';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { useChangePassword } from '../api/change-password';
import { SettingsCard } from './settings-card';

const fields = ['password', 'newPassword', 'newPasswordRe'] as const;

/** Spec §2, §5: old, new and repeated password; only the new ones are judged here, the server checks the old. */
export function PasswordForm() {
  const { t } = useTexts();
  const changePassword = useChangePassword();
  const [shown, setShown] = useState(false);
  const form = useFormFields({
    fields,
    initial: { password: '', newPassword: '', newPasswordRe: '' },
    schema: ChangePasswordBody,
    greenFields: ['newPassword', 'newPasswordRe'],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordBody.safeParse(form.values);
    if (!form.check() || !parsed.success) return;
    const sent = form.values;
    changePassword.mutate(parsed.data, {
      onSuccess: (answer) => {
        showSuccessInView(answer.message);
        form.reset();
        setShown(false);
      },
      onError: (error) => form.refused(error, sent),
    });
  };

  const type = shown ? 'text' : 'password';
  return (
    <SettingsCard
      id="settings-password"
      icon={<KeyIcon />}
      title={t('settings.passwordHeading')}
      lead={t('settings.passwordLead')}
    >
      <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('settings.oldPassword')}
          type={type}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <TextField
          label={t('settings.newPassword')}
          type={type}
          autoComplete="new-password"
          placeholder={t('settings.passwordHint')}
          {...form.field('newPassword')}
        />
        <TextField
          label={t('settings.newPasswordRe')}
          type={type}
          autoComplete="new-password"
          placeholder={t('settings.passwordHint')}
          {...form.field('newPasswordRe')}
        />
        <ShowPasswords label={t('settings.showPasswords')} checked={shown} onChange={setShown} />
        <button
          type="submit"
          disabled={changePassword.isPending}
          onMouseDown={(event) => event.preventDefault()}
          className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
        >
          {changePassword.isPending ? t('settings.saving') : t('settings.changePassword')}
        </button>
      </form>
    </SettingsCard>
  );
}
