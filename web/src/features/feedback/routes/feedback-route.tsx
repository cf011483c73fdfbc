import '../../../locales/account';
import { limits } from '@listok/contract';
import { type FormEvent, useEffect, useRef } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { SendIcon } from '../../../components/icons';
import { ScreenIntro } from '../../../components/screen-intro';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useMenu } from '../../../lib/session/menu';
import { useTexts } from '../../../lib/texts/texts';
import { useOwnEmail } from '../api/own-email';
import { useSendFeedback } from '../api/send-feedback';

const fields = ['email', 'message'] as const;

/**
 * Feedback (spec §2, §5): email and message, no client-side rules — the server's field texts show under the
 * fields. A signed-in user's email is filled in; visitors can write too.
 */
export function FeedbackRoute() {
  const { t } = useTexts();
  const signedIn = (useMenu().data?.username ?? null) !== null;
  const ownEmail = useOwnEmail(signedIn).data ?? null;
  const sendFeedback = useSendFeedback();
  const form = useFormFields({ fields, initial: { email: '', message: '' } });
  const prefilled = useRef(false);

  // The user's email arrives after the first render; it fills the field unless the user has typed there already.
  const { values, setValues } = form;
  useEffect(() => {
    if (ownEmail === null || prefilled.current) return;
    prefilled.current = true;
    if (values.email === '') setValues((current) => ({ ...current, email: ownEmail }));
  }, [ownEmail, values.email, setValues]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = form.values;
    sendFeedback.mutate(sent, {
      onSuccess: (answer) => {
        showSuccessInView(answer.message);
        form.reset({ email: signedIn && ownEmail !== null ? ownEmail : '', message: '' });
      },
      onError: (error) => form.refused(error, sent),
    });
  };

  return (
    <ScreenIntro title={t('feedback.title')} description={t('feedback.description')}>
      <div className="mt-6 max-w-2xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <form ref={form.form} onSubmit={submit} noValidate className="flex flex-col gap-5">
          <TextField
            label={t('feedback.email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...form.field('email')}
          />
          <TextAreaField
            label={t('feedback.message')}
            placeholder={t('feedback.messagePlaceholder')}
            hint={t('feedback.messageHint', { max: limits.feedbackMessageMax })}
            maxLength={limits.feedbackMessageMax}
            rows={8}
            {...form.field('message')}
          />
          <button
            type="submit"
            disabled={sendFeedback.isPending}
            className={`${buttonStyles.primary} w-full sm:w-auto sm:self-start`}
          >
            <SendIcon />
            {sendFeedback.isPending ? t('feedback.sending') : t('feedback.send')}
          </button>
        </form>
      </div>
    </ScreenIntro>
  );
}
